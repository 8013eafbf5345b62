import { alertTopics, type AlertLanguage } from '@aec/contracts';
import { confirmationMailText, framedMailText, longMailDate, mailFrameWords, titleIn } from '../mail/mail-frame';

/**
 * Texts of the alert mails (confirmation, one item, the daily digest) and of the answers of the
 * alert calls, in the language subscribed in (docs/product/alerts.md). Project-only subscriptions keep
 * the tender-alert texts of subscription-mails.ts. The greeting and the closing lines, with the link that
 * removes the address, are the shared frame of mail/mail-frame.ts.
 */
export type AlertItemKind = 'notice' | 'tender' | 'news' | 'event' | 'department-notice';

interface Words {
  confirmSubject: string;
  confirmBody: string;
  kinds: Record<AlertItemKind, string>;
  published: (kind: string) => string;
  inTopics: string;
  read: string;
  digestSubject: (date: string, n: number) => string;
  digestBody: (date: string) => string;
  // The answers shown on the page.
  subscribed: (email: string) => string;
  confirmed: string;
  alreadyConfirmed: string;
  unsubscribed: string;
  notSubscribed: string;
  unknownLink: string;
  expiredLink: string;
  changed: string;
  unknownChangeLink: string;
}

// Written as the college would write to a student, not word for word.
const WORDS: Record<AlertLanguage, Words> = {
  en: {
    confirmSubject: 'Confirm your alerts from Assam Engineering College',
    confirmBody: 'Someone, probably you, asked on the Assam Engineering College website to mail this address about:',
    kinds: { notice: 'New notice', tender: 'New tender', news: 'News', event: 'New event', 'department-notice': 'New department notice' },
    published: (kind) => `${kind}, published on the Assam Engineering College website:`,
    inTopics: 'You follow',
    read: 'Read it here',
    digestSubject: (date, n) => `Assam Engineering College: ${n} new ${n === 1 ? 'item' : 'items'} on ${date}`,
    digestBody: (date) => `What was published on ${date} in the topics you follow:`,
    subscribed: (email) =>
      `Almost done: we have sent a confirmation link to ${email}. Open it within 7 days to start the alerts. No mail? Check the spam folder, or try again in a few minutes.`,
    confirmed: 'Thank you: your alerts are confirmed. Every mail has a link to stop them.',
    alreadyConfirmed: 'Your alerts were already confirmed. Every mail has a link to stop them.',
    unsubscribed: 'You are unsubscribed: we will not mail you any more alerts, and we have deleted your address from the list.',
    notSubscribed: 'This address is not subscribed (any more). You will not get alerts from this link.',
    unknownLink: 'This confirmation link is not valid (any more). Subscribe again from the alerts page.',
    expiredLink: 'This confirmation link has expired (links work for 7 days). Subscribe again from the alerts page.',
    changed: 'Saved: from now on you get the alerts chosen here. Every mail has a link to change them again.',
    unknownChangeLink:
      'This link is not valid (any more): the address may have been unsubscribed. Open the link in a newer alert mail, or subscribe again from the alerts page.',
  },
  as: {
    confirmSubject: 'অসম অভিযান্ত্ৰিক মহাবিদ্যালয়ৰ খবৰ পাবলৈ নিশ্চিত কৰক',
    confirmBody: 'কোনোবাই (সম্ভৱতঃ আপুনি) অসম অভিযান্ত্ৰিক মহাবিদ্যালয়ৰ ৱেবছাইটত এই ঠিকনালৈ এইবোৰৰ খবৰ পঠিয়াবলৈ অনুৰোধ কৰিছে:',
    kinds: { notice: 'নতুন জাননী', tender: 'নতুন নিবিদা', news: 'বাতৰি', event: 'নতুন অনুষ্ঠান', 'department-notice': 'বিভাগৰ নতুন জাননী' },
    published: (kind) => `${kind}, অসম অভিযান্ত্ৰিক মহাবিদ্যালয়ৰ ৱেবছাইটত প্ৰকাশিত:`,
    inTopics: 'আপুনি অনুসৰণ কৰা বিষয়',
    read: 'ইয়াত পঢ়ক',
    digestSubject: (date, n) => `অসম অভিযান্ত্ৰিক মহাবিদ্যালয়: ${date} তাৰিখে ${n}টা নতুন খবৰ`,
    digestBody: (date) => `আপুনি অনুসৰণ কৰা বিষয়সমূহত ${date} তাৰিখে যি প্ৰকাশ হৈছে:`,
    subscribed: (email) =>
      `প্ৰায় হৈ গ'ল: ${email}লৈ আমি এটা নিশ্চিতকৰণ লিংক পঠিয়াইছোঁ। খবৰ পাবলৈ ৭ দিনৰ ভিতৰত লিংকটো খোলক। মেইল পোৱা নাই? স্পাম ফ'ল্ডাৰটো চাওক, বা কেইমিনিটমানৰ পিছত আকৌ চেষ্টা কৰক।`,
    confirmed: 'ধন্যবাদ: আপোনাৰ গ্ৰাহকভুক্তি নিশ্চিত কৰা হ’ল। প্ৰতিটো মেইলত সেইবোৰ বন্ধ কৰাৰ লিংক থাকিব।',
    alreadyConfirmed: 'আপোনাৰ গ্ৰাহকভুক্তি আগতেই নিশ্চিত কৰা হৈছিল। প্ৰতিটো মেইলত সেইবোৰ বন্ধ কৰাৰ লিংক থাকে।',
    unsubscribed: 'আপোনাৰ গ্ৰাহকভুক্তি বাতিল কৰা হ’ল: আমি আপোনাক আৰু খবৰ নপঠিয়াওঁ, আৰু তালিকাৰ পৰা আপোনাৰ ঠিকনা আঁতৰাই দিয়া হৈছে।',
    notSubscribed: 'এই ঠিকনাটো (এতিয়া) গ্ৰাহকভুক্ত নহয়। এই লিংকৰ পৰা আপুনি কোনো খবৰ নাপায়।',
    unknownLink: 'এই নিশ্চিতকৰণ লিংকটো (এতিয়া) বৈধ নহয়। খবৰৰ পৃষ্ঠাৰ পৰা আকৌ গ্ৰাহকভুক্ত হওক।',
    expiredLink: 'এই নিশ্চিতকৰণ লিংকটোৰ ম্যাদ উকলিল (লিংক ৭ দিনলৈ চলে)। খবৰৰ পৃষ্ঠাৰ পৰা আকৌ গ্ৰাহকভুক্ত হওক।',
    changed: 'সাঁচি থোৱা হ’ল: এতিয়াৰ পৰা আপুনি ইয়াত বাছি লোৱা খবৰবোৰহে পাব। প্ৰতিটো মেইলত সেইবোৰ আকৌ সলনি কৰাৰ লিংক থাকিব।',
    unknownChangeLink: 'এই লিংকটো (এতিয়া) বৈধ নহয়: ঠিকনাটোৰ গ্ৰাহকভুক্তি হয়তো বাতিল হৈছে। এটা নতুন খবৰৰ মেইলৰ লিংকটো খোলক, বা খবৰৰ পৃষ্ঠাৰ পৰা আকৌ গ্ৰাহকভুক্ত হওক।',
  },
  hi: {
    confirmSubject: 'असम इंजीनियरिंग कॉलेज की सूचनाओं की पुष्टि करें',
    confirmBody: 'किसी ने (शायद आपने) असम इंजीनियरिंग कॉलेज की वेबसाइट पर अनुरोध किया है कि इस पते पर इनकी सूचना भेजी जाए:',
    kinds: { notice: 'नई सूचना', tender: 'नई निविदा', news: 'समाचार', event: 'नया कार्यक्रम', 'department-notice': 'विभाग की नई सूचना' },
    published: (kind) => `${kind}, असम इंजीनियरिंग कॉलेज की वेबसाइट पर प्रकाशित:`,
    inTopics: 'आप इसका अनुसरण करते हैं',
    read: 'यहाँ पढ़ें',
    digestSubject: (date, n) => `असम इंजीनियरिंग कॉलेज: ${date} को ${n} नई सूचनाएँ`,
    digestBody: (date) => `आपके चुने हुए विषयों में ${date} को यह प्रकाशित हुआ:`,
    subscribed: (email) =>
      `लगभग हो गया: हमने ${email} पर पुष्टि का लिंक भेजा है। सूचनाएँ शुरू करने के लिए 7 दिनों के भीतर उसे खोलें। ईमेल नहीं मिला? स्पैम फ़ोल्डर देखें, या कुछ मिनट बाद फिर से प्रयास करें।`,
    confirmed: 'धन्यवाद: आपकी सदस्यता की पुष्टि हो गई है। हर ईमेल में उन्हें बंद करने का लिंक होगा।',
    alreadyConfirmed: 'आपकी सदस्यता की पुष्टि पहले ही हो चुकी है। हर ईमेल में उन्हें बंद करने का लिंक होता है।',
    unsubscribed: 'आपकी सदस्यता समाप्त कर दी गई है: अब हम आपको सूचनाएँ नहीं भेजेंगे, और आपका पता सूची से हटा दिया गया है।',
    notSubscribed: 'यह पता (अब) सदस्य नहीं है। इस लिंक से आपको कोई सूचना नहीं मिलेगी।',
    unknownLink: 'यह पुष्टि लिंक (अब) मान्य नहीं है। सूचनाओं के पृष्ठ से फिर से सदस्यता लें।',
    expiredLink: 'इस पुष्टि लिंक की अवधि समाप्त हो गई है (लिंक 7 दिन तक चलते हैं)। सूचनाओं के पृष्ठ से फिर से सदस्यता लें।',
    changed: 'सहेज लिया गया: अब से आपको यहाँ चुनी गई सूचनाएँ ही मिलेंगी। हर ईमेल में उन्हें फिर से बदलने का लिंक होगा।',
    unknownChangeLink: 'यह लिंक (अब) मान्य नहीं है: हो सकता है पते की सदस्यता समाप्त हो चुकी हो। किसी नए सूचना ईमेल का लिंक खोलें, या सूचनाओं के पृष्ठ से फिर से सदस्यता लें।',
  },
};

export const alertWords = (language: AlertLanguage): Words => WORDS[language] ?? WORDS.en;

const topicNames = new Map(alertTopics().map((t) => [t.id, t.names]));
/** A topic's name in a language (the id itself for one no longer listed). */
export const topicName = (topic: string, language: AlertLanguage) => topicNames.get(topic)?.[language] ?? topic;

/** One item of a mail: the title in the subscriber's language where it has one, and its page's address. */
export interface MailItem {
  kind: AlertItemKind;
  title: string;
  titles?: Partial<Record<'as' | 'hi', string>>;
  url: string;
}

export function alertConfirmationMail(topics: string[], confirmUrl: string, unsubscribeUrl: string, language: AlertLanguage) {
  const w = alertWords(language);
  return {
    subject: w.confirmSubject,
    text: confirmationMailText(language, [w.confirmBody, ...topics.map((t) => `- ${topicName(t, language)}`)], confirmUrl, unsubscribeUrl),
  };
}

export function alertItemMail(item: MailItem, topics: string[], unsubscribeUrl: string, language: AlertLanguage, changeUrl?: string) {
  const w = alertWords(language);
  const title = titleIn(item, language);
  return {
    subject: `${w.kinds[item.kind]}: ${title}`,
    text: framedMailText(
      language,
      [w.published(w.kinds[item.kind]), title, '', `${w.read}: ${item.url}`, '', `${w.inTopics}: ${topics.map((t) => topicName(t, language)).join(', ')}`],
      unsubscribeUrl,
      changeUrl,
    ),
  };
}

/** The day's items, oldest first; `day` is India's date (YYYY-MM-DD), written long in the language. */
export function alertDigestMail(day: string, items: MailItem[], unsubscribeUrl: string, language: AlertLanguage, changeUrl?: string) {
  const w = alertWords(language);
  const date = longMailDate(new Date(`${day}T12:00:00+05:30`), language);
  const count = new Intl.NumberFormat(mailFrameWords(language).locale).format(items.length);
  return {
    subject: w.digestSubject(date, items.length).replace(String(items.length), count),
    text: framedMailText(
      language,
      [w.digestBody(date), ...items.flatMap((i) => ['', `${w.kinds[i.kind]}: ${titleIn(i, language)}`, i.url])],
      unsubscribeUrl,
      changeUrl,
    ),
  };
}
