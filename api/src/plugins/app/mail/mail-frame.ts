import type { AlertLanguage } from '@aec/contracts';

/**
 * The frame every subscription mail shares (alerts and the project tender alerts): the greeting, the
 * confirmation request's closing lines, the signature, the line that stops the mails and the
 * automatic-mail line, in the language subscribed in. Each mail writes only its own middle.
 */
export interface MailFrameWords {
  locale: string;
  hello: string;
  confirmLink: string;
  confirmIgnore: string;
  signature: string;
  stopWith: (url: string) => string;
  /** The line of the page that changes the alerts (topics, how often, language), in the mails of confirmed alerts. */
  changeWith: (url: string) => string;
  automatic: string;
}

// Written as the college would write to a member of the public, not word for word.
const FRAME: Record<AlertLanguage, MailFrameWords> = {
  en: {
    locale: 'en-IN',
    hello: 'Hello,',
    confirmLink: 'To start the alerts, confirm within 7 days by opening this link:',
    confirmIgnore: 'If you did not ask for this, ignore this mail: without confirmation nothing more is sent.',
    signature: 'Assam Engineering College, Jalukbari, Guwahati 781013',
    stopWith: (url) => `To stop these mails, open: ${url}`,
    changeWith: (url) => `To choose other topics, a daily digest or another language, open: ${url}`,
    automatic: '(This is an automatic message; please do not reply.)',
  },
  as: {
    locale: 'as-IN',
    hello: 'নমস্কাৰ,',
    confirmLink: 'খবৰ পাবলৈ ৭ দিনৰ ভিতৰত এই লিংকটো খুলি নিশ্চিত কৰক:',
    confirmIgnore: 'আপুনি এই অনুৰোধ কৰা নাই যদি এই মেইলটো আওকাণ কৰক: নিশ্চিত নকৰিলে আৰু একো পঠিওৱা নহ’ব।',
    signature: 'অসম অভিযান্ত্ৰিক মহাবিদ্যালয়, জালুকবাৰী, গুৱাহাটী ৭৮১০১৩',
    stopWith: (url) => `এই মেইলবোৰ বন্ধ কৰিবলৈ এই লিংকটো খোলক: ${url}`,
    changeWith: (url) => `আন বিষয়, দৈনিক সাৰাংশ বা আন ভাষা বাছিবলৈ এই লিংকটো খোলক: ${url}`,
    automatic: '(এইটো এটা স্বয়ংক্ৰিয় বাৰ্তা; অনুগ্ৰহ কৰি উত্তৰ নিদিব।)',
  },
  hi: {
    locale: 'hi-IN',
    hello: 'नमस्कार,',
    confirmLink: 'सूचनाएँ शुरू करने के लिए 7 दिनों के भीतर यह लिंक खोलकर पुष्टि करें:',
    confirmIgnore: 'यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: पुष्टि के बिना आगे कुछ नहीं भेजा जाएगा।',
    signature: 'असम इंजीनियरिंग कॉलेज, जालुकबारी, गुवाहाटी 781013',
    stopWith: (url) => `ये ईमेल बंद करने के लिए यह लिंक खोलें: ${url}`,
    changeWith: (url) => `दूसरे विषय, दैनिक सारांश या दूसरी भाषा चुनने के लिए यह लिंक खोलें: ${url}`,
    automatic: '(यह एक स्वचालित संदेश है; कृपया इसका उत्तर न दें।)',
  },
};

export const mailFrameWords = (language: AlertLanguage): MailFrameWords => FRAME[language] ?? FRAME.en;

/**
 * A mail's text: the greeting, the mail's own lines, then the signature, the link that changes the
 * alerts (when the mail has one: confirmed alerts' mails) and the link that removes the address.
 */
export function framedMailText(language: AlertLanguage, lines: string[], unsubscribeUrl: string, changeUrl?: string): string {
  const w = mailFrameWords(language);
  const change = changeUrl ? [w.changeWith(changeUrl)] : [];
  return [w.hello, '', ...lines, '', '--', w.signature, ...change, w.stopWith(unsubscribeUrl), w.automatic].join('\n');
}

/** A confirmation request's text: what was asked for (`asked`), then the link that confirms it. */
export function confirmationMailText(language: AlertLanguage, asked: string[], confirmUrl: string, unsubscribeUrl: string): string {
  const w = mailFrameWords(language);
  return framedMailText(language, [...asked, '', w.confirmLink, confirmUrl, '', w.confirmIgnore], unsubscribeUrl);
}

/** A date written long in the mail's language, in India's time zone (Node's full ICU: Assamese months and digits). */
export const longMailDate = (date: Date, language: AlertLanguage): string =>
  date.toLocaleDateString(mailFrameWords(language).locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** An item's title in the subscriber's language where it has one, else its own. */
export const titleIn = (item: { title: string; titles?: Partial<Record<'as' | 'hi', string>> }, language: AlertLanguage): string =>
  (language !== 'en' && item.titles?.[language]?.trim()) || item.title;
