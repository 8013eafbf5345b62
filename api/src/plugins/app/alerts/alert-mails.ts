import { alertTopics, type AlertLanguage } from '@aec/contracts';

/**
 * Texts of the alert mails (confirmation, one item, the daily digest) and of the answers of the
 * alert calls, in the language subscribed in (docs/product/alerts.md). Project-only subscriptions keep
 * the tender-alert texts of subscription-mails.ts. Every mail ends with the link that removes the address.
 */
export type AlertItemKind = 'notice' | 'tender' | 'news' | 'event' | 'department-notice';

interface Words {
  locale: string;
  hello: string;
  signature: string;
  stopWith: (url: string) => string;
  automatic: string;
  confirmSubject: string;
  confirmBody: string;
  confirmLink: string;
  confirmIgnore: string;
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
}

// Written as the college would write to a student, not word for word.
const WORDS: Record<AlertLanguage, Words> = {
  en: {
    locale: 'en-IN',
    hello: 'Hello,',
    signature: 'Assam Engineering College, Jalukbari, Guwahati 781013',
    stopWith: (url) => `To stop these mails, open: ${url}`,
    automatic: '(This is an automatic message; please do not reply.)',
    confirmSubject: 'Confirm your alerts from Assam Engineering College',
    confirmBody: 'Someone, probably you, asked on the Assam Engineering College website to mail this address about:',
    confirmLink: 'To start the alerts, confirm within 7 days by opening this link:',
    confirmIgnore: 'If you did not ask for this, ignore this mail: without confirmation nothing more is sent.',
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
  },
  as: {
    locale: 'as-IN',
    hello: 'নমস্কাৰ,',
    signature: 'অসম অভিযান্ত্ৰিক মহাবিদ্যালয়, জালুকবাৰী, গুৱাহাটী ৭৮১০১৩',
    stopWith: (url) => `এই মেইলবোৰ বন্ধ কৰিবলৈ এই লিংকটো খোলক: ${url}`,
    automatic: '(এইটো এটা স্বয়ংক্ৰিয় বাৰ্তা; অনুগ্ৰহ কৰি উত্তৰ নিদিব।)',
    confirmSubject: 'অসম অভিযান্ত্ৰিক মহাবিদ্যালয়ৰ খবৰ পাবলৈ নিশ্চিত কৰক',
    confirmBody: 'কোনোবাই (সম্ভৱতঃ আপুনি) অসম অভিযান্ত্ৰিক মহাবিদ্যালয়ৰ ৱেবছাইটত এই ঠিকনালৈ এইবোৰৰ খবৰ পঠিয়াবলৈ অনুৰোধ কৰিছে:',
    confirmLink: 'খবৰ পাবলৈ ৭ দিনৰ ভিতৰত এই লিংকটো খুলি নিশ্চিত কৰক:',
    confirmIgnore: 'আপুনি এই অনুৰোধ কৰা নাই যদি এই মেইলটো আওকাণ কৰক: নিশ্চিত নকৰিলে আৰু একো পঠিওৱা নহ’ব।',
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
  },
  hi: {
    locale: 'hi-IN',
    hello: 'नमस्कार,',
    signature: 'असम इंजीनियरिंग कॉलेज, जालुकबारी, गुवाहाटी 781013',
    stopWith: (url) => `ये ईमेल बंद करने के लिए यह लिंक खोलें: ${url}`,
    automatic: '(यह एक स्वचालित संदेश है; कृपया इसका उत्तर न दें।)',
    confirmSubject: 'असम इंजीनियरिंग कॉलेज की सूचनाओं की पुष्टि करें',
    confirmBody: 'किसी ने (शायद आपने) असम इंजीनियरिंग कॉलेज की वेबसाइट पर अनुरोध किया है कि इस पते पर इनकी सूचना भेजी जाए:',
    confirmLink: 'सूचनाएँ शुरू करने के लिए 7 दिनों के भीतर यह लिंक खोलकर पुष्टि करें:',
    confirmIgnore: 'यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: पुष्टि के बिना आगे कुछ नहीं भेजा जाएगा।',
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
export const titleIn = (item: Pick<MailItem, 'title' | 'titles'>, language: AlertLanguage) =>
  (language !== 'en' && item.titles?.[language]?.trim()) || item.title;

const footer = (w: Words, unsubscribeUrl: string) => ['', '--', w.signature, w.stopWith(unsubscribeUrl), w.automatic];

export function alertConfirmationMail(topics: string[], confirmUrl: string, unsubscribeUrl: string, language: AlertLanguage) {
  const w = alertWords(language);
  return {
    subject: w.confirmSubject,
    text: [
      w.hello,
      '',
      w.confirmBody,
      ...topics.map((t) => `- ${topicName(t, language)}`),
      '',
      w.confirmLink,
      confirmUrl,
      '',
      w.confirmIgnore,
      ...footer(w, unsubscribeUrl),
    ].join('\n'),
  };
}

export function alertItemMail(item: MailItem, topics: string[], unsubscribeUrl: string, language: AlertLanguage) {
  const w = alertWords(language);
  const title = titleIn(item, language);
  return {
    subject: `${w.kinds[item.kind]}: ${title}`,
    text: [
      w.hello,
      '',
      w.published(w.kinds[item.kind]),
      title,
      '',
      `${w.read}: ${item.url}`,
      '',
      `${w.inTopics}: ${topics.map((t) => topicName(t, language)).join(', ')}`,
      ...footer(w, unsubscribeUrl),
    ].join('\n'),
  };
}

/** The day's items, oldest first; `day` is India's date (YYYY-MM-DD), written long in the language. */
export function alertDigestMail(day: string, items: MailItem[], unsubscribeUrl: string, language: AlertLanguage) {
  const w = alertWords(language);
  const date = new Date(`${day}T12:00:00+05:30`).toLocaleDateString(w.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
  const count = new Intl.NumberFormat(w.locale).format(items.length);
  return {
    subject: w.digestSubject(date, items.length).replace(String(items.length), count),
    text: [
      w.hello,
      '',
      w.digestBody(date),
      '',
      ...items.flatMap((i) => [`${w.kinds[i.kind]}: ${titleIn(i, language)}`, i.url, '']),
      ...footer(w, unsubscribeUrl).slice(1),
    ].join('\n'),
  };
}
