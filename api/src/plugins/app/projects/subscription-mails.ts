import type { MailLanguage } from '../complaints/grievance-mails';
import { confirmationMailText, framedMailText, longMailDate, titleIn } from '../mail/mail-frame';

/**
 * Texts of the tender-alert mails and of the subscription answers, in the language the address was
 * subscribed from (docs/product/languages.md: /as/project/… is Assamese), in the shared frame of mail/mail-frame.ts
 * (greeting, signature, the link that removes the address). Project names (TEQIP-III, NEQIP, RUSA) and tender numbers stay as they are written.
 */
export type { MailLanguage };

interface Words {
  confirmSubject: (project: string) => string;
  confirmBody: (project: string) => string[];
  newSubject: (project: string, title: string) => string;
  corrigendumSubject: (project: string, title: string) => string;
  newTender: (project: string) => string;
  corrigendum: (project: string, corrigendum: string) => string;
  tender: string;
  tenderNo: string;
  closing: string;
  details: string;
  // The answers shown on the page (POST /api/project/…).
  subscribed: (email: string, project: string) => string;
  confirmed: (project: string) => string;
  alreadyConfirmed: (project: string) => string;
  unsubscribed: (project: string) => string;
}

// Written as the college would write to a member of the public, not word for word.
const WORDS: Record<MailLanguage, Words> = {
  en: {
    confirmSubject: (project) => `Confirm your ${project} tender alerts`,
    confirmBody: (project) => [
      `Someone, probably you, asked on the Assam Engineering College website to mail this address when a ${project} tender is published or changed by a corrigendum.`,
    ],
    newSubject: (project, title) => `New ${project} tender: ${title}`,
    corrigendumSubject: (project, title) => `Corrigendum to ${project} tender: ${title}`,
    newTender: (project) => `A new ${project} tender is published by Assam Engineering College.`,
    corrigendum: (project, corrigendum) => `A corrigendum was published to a ${project} tender of Assam Engineering College: ${corrigendum}.`,
    tender: 'Tender',
    tenderNo: 'Tender no.',
    closing: 'Last date of submission',
    details: 'Documents and details',
    subscribed: (email, project) =>
      `Almost done: we have sent a confirmation link to ${email}. Open it within 7 days to start the ${project} tender alerts. No mail? Check the spam folder, or try again in a few minutes.`,
    confirmed: (project) =>
      `Thank you: your subscription is confirmed. We will mail you when a ${project} tender is published or gets a corrigendum. Every mail has a link to stop them.`,
    alreadyConfirmed: (project) => `Your subscription to ${project} tender alerts was already confirmed. Every alert has a link to stop them.`,
    unsubscribed: (project) => `You are unsubscribed: we will not mail you about ${project} tenders any more, and we have deleted your address from the list.`,
  },
  as: {
    confirmSubject: (project) => `${project}ৰ নিবিদাৰ খবৰ পাবলৈ নিশ্চিত কৰক`,
    confirmBody: (project) => [
      `${project}ৰ কোনো নিবিদা প্ৰকাশ হ'লে বা সংশোধনীৰে সলনি হ'লে এই ঠিকনালৈ মেইল পঠিয়াবলৈ কোনোবাই (সম্ভৱতঃ আপুনি) অসম অভিযান্ত্ৰিক মহাবিদ্যালয়ৰ ৱেবছাইটত অনুৰোধ কৰিছে।`,
    ],
    newSubject: (project, title) => `${project}ৰ নতুন নিবিদা: ${title}`,
    corrigendumSubject: (project, title) => `${project}ৰ নিবিদাৰ সংশোধনী: ${title}`,
    newTender: (project) => `অসম অভিযান্ত্ৰিক মহাবিদ্যালয়ে ${project}ৰ এখন নতুন নিবিদা প্ৰকাশ কৰিছে।`,
    corrigendum: (project, corrigendum) => `অসম অভিযান্ত্ৰিক মহাবিদ্যালয়ৰ ${project}ৰ এখন নিবিদাৰ সংশোধনী প্ৰকাশ কৰা হৈছে: ${corrigendum}।`,
    tender: 'নিবিদা',
    tenderNo: 'নিবিদা নং',
    closing: 'দাখিলৰ অন্তিম তাৰিখ',
    details: 'নথি আৰু বিৱৰণ',
    subscribed: (email, project) =>
      `প্ৰায় হৈ গ'ল: ${email}লৈ আমি এটা নিশ্চিতকৰণ লিংক পঠিয়াইছোঁ। ${project}ৰ নিবিদাৰ খবৰ পাবলৈ ৭ দিনৰ ভিতৰত লিংকটো খোলক। মেইল পোৱা নাই? স্পাম ফ'ল্ডাৰটো চাওক, বা কেইমিনিটমানৰ পিছত আকৌ চেষ্টা কৰক।`,
    confirmed: (project) =>
      `ধন্যবাদ: আপোনাৰ গ্ৰাহকভুক্তি নিশ্চিত কৰা হ'ল। ${project}ৰ কোনো নিবিদা প্ৰকাশ হ'লে বা তাৰ সংশোধনী ওলালে আমি আপোনাক মেইল কৰিম। প্ৰতিটো মেইলত সেইবোৰ বন্ধ কৰাৰ লিংক থাকিব।`,
    alreadyConfirmed: (project) => `${project}ৰ নিবিদাৰ খবৰৰ বাবে আপোনাৰ গ্ৰাহকভুক্তি আগতেই নিশ্চিত কৰা হৈছিল। প্ৰতিটো মেইলত সেইবোৰ বন্ধ কৰাৰ লিংক থাকে।`,
    unsubscribed: (project) =>
      `আপোনাৰ গ্ৰাহকভুক্তি বাতিল কৰা হ'ল: ${project}ৰ নিবিদাৰ বিষয়ে আমি আপোনাক আৰু মেইল নকৰোঁ, আৰু তালিকাৰ পৰা আপোনাৰ ঠিকনা আঁতৰাই দিয়া হৈছে।`,
  },
  hi: {
    confirmSubject: (project) => `${project} निविदा सूचनाओं की पुष्टि करें`,
    confirmBody: (project) => [
      `किसी ने (शायद आपने) असम इंजीनियरिंग कॉलेज की वेबसाइट पर अनुरोध किया है कि ${project} की कोई निविदा प्रकाशित होने या शुद्धिपत्र से बदलने पर इस पते पर ईमेल भेजा जाए।`,
    ],
    newSubject: (project, title) => `${project} की नई निविदा: ${title}`,
    corrigendumSubject: (project, title) => `${project} निविदा का शुद्धिपत्र: ${title}`,
    newTender: (project) => `असम इंजीनियरिंग कॉलेज ने ${project} की एक नई निविदा प्रकाशित की है।`,
    corrigendum: (project, corrigendum) => `असम इंजीनियरिंग कॉलेज की ${project} की एक निविदा का शुद्धिपत्र प्रकाशित हुआ है: ${corrigendum}।`,
    tender: 'निविदा',
    tenderNo: 'निविदा सं.',
    closing: 'जमा करने की अंतिम तिथि',
    details: 'दस्तावेज़ और विवरण',
    subscribed: (email, project) =>
      `लगभग हो गया: हमने ${email} पर पुष्टि का लिंक भेजा है। ${project} निविदा सूचनाएँ शुरू करने के लिए 7 दिनों के भीतर उसे खोलें। ईमेल नहीं मिला? स्पैम फ़ोल्डर देखें, या कुछ मिनट बाद फिर से प्रयास करें।`,
    confirmed: (project) =>
      `धन्यवाद: आपकी सदस्यता की पुष्टि हो गई है। ${project} की कोई निविदा प्रकाशित होने या उसका शुद्धिपत्र आने पर हम आपको ईमेल करेंगे। हर ईमेल में उन्हें बंद करने का लिंक होगा।`,
    alreadyConfirmed: (project) => `${project} निविदा सूचनाओं के लिए आपकी सदस्यता की पुष्टि पहले ही हो चुकी है। हर ईमेल में उन्हें बंद करने का लिंक होता है।`,
    unsubscribed: (project) => `आपकी सदस्यता समाप्त कर दी गई है: अब हम आपको ${project} निविदाओं के बारे में ईमेल नहीं करेंगे, और आपका पता सूची से हटा दिया गया है।`,
  },
};

/** The words of one language (answers of the subscription calls). */
export const subscriptionWords = (language: MailLanguage): Words => WORDS[language] ?? WORDS.en;

export function confirmationMail(
  projectName: string,
  confirmUrl: string,
  unsubscribeUrl: string,
  language: MailLanguage = 'en',
): { subject: string; text: string } {
  const w = subscriptionWords(language);
  return {
    subject: w.confirmSubject(projectName),
    text: confirmationMailText(language, w.confirmBody(projectName), confirmUrl, unsubscribeUrl),
  };
}

export interface TenderAlert {
  title: string;
  /** The tender's title in Assamese and Hindi, where it has one. */
  titles?: Partial<Record<'as' | 'hi', string>>;
  tenderNo: string;
  dateClosing: string;
  /** Set for a corrigendum: its title. */
  corrigendum?: string;
}

/** The closing date written long in the mail's language; a date it cannot read stays as written. */
const closingDate = (iso: string, language: MailLanguage) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : longMailDate(date, language);
};

export function tenderAlertMail(
  projectName: string,
  alert: TenderAlert,
  tenderUrl: string,
  unsubscribeUrl: string,
  language: MailLanguage = 'en',
  changeUrl?: string,
): { subject: string; text: string } {
  const w = subscriptionWords(language);
  const title = titleIn(alert, language);
  return {
    subject: alert.corrigendum ? w.corrigendumSubject(projectName, title) : w.newSubject(projectName, title),
    text: framedMailText(
      language,
      [
        alert.corrigendum ? w.corrigendum(projectName, alert.corrigendum) : w.newTender(projectName),
        '',
        `${w.tender}: ${title}`,
        `${w.tenderNo}: ${alert.tenderNo}`,
        `${w.closing}: ${closingDate(alert.dateClosing, language)}`,
        '',
        `${w.details}: ${tenderUrl}`,
      ],
      unsubscribeUrl,
      changeUrl,
    ),
  };
}
