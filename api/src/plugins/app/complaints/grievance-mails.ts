import { nameForMail } from './name-for-mail';

/** The languages of the site (docs/product/languages.md): a grievance's mails are in the language it was filed in. */
export type MailLanguage = 'en' | 'as' | 'hi';
export type Addressee = 'office' | 'aecsu' | 'ecta';

interface Words {
  greeting: (name: string) => string;
  anonymousGreeting: string;
  addressee: Record<Addressee, string>;
  registeredSubject: (reg: string) => string;
  registered: (to: string) => string;
  registrationNumber: string;
  keepNumber: string[];
  receivedSubject: (reg: string) => string;
  received: (reg: string) => string[];
  statusNames: [string, string, string];
  statusSubject: (reg: string, status: string) => string;
  statusNow: (reg: string, status: string) => string;
  feedback: string;
  statusWhere: string[];
  signature: string[];
  receivedSignature: string;
  registeredMessage: (reg: string) => string;
}

// Written as the college would write to a member of the public, not word for word. Mail readers
// show plain text in the reader's own fonts, so Assamese and Hindi need nothing more.
const WORDS: Record<MailLanguage, Words> = {
  en: {
    greeting: (name) => `Dear ${name},`,
    anonymousGreeting: 'Dear Sir or Madam,',
    addressee: { office: 'the Office of the Principal', aecsu: "the Students' Union (AECSU)", ecta: "the Teachers' Association (ECTA)" },
    registeredSubject: (reg) => `Your grievance registration number: ${reg}`,
    registered: (to) => `Your grievance to ${to}, Assam Engineering College, is registered.`,
    registrationNumber: 'Registration number',
    keepNumber: [
      'Keep this number: you need it to submit the details of your grievance (once) and to check its status',
      'on the college website (Office > Grievance status). Nobody else can look it up without it.',
    ],
    receivedSubject: (reg) => `Grievance ${reg} received`,
    received: (reg) => [
      `We have received the details of your grievance ${reg}.`,
      'You can check its status on the college website with this registration number.',
    ],
    statusNames: ['Received', 'Pending', 'Disposed'],
    statusSubject: (reg, status) => `Grievance ${reg}: ${status}`,
    statusNow: (reg, status) => `The status of your grievance ${reg} is now: ${status}.`,
    feedback: 'Feedback from the college:',
    statusWhere: ['You can see the status and feedback at any time on the college website (Office > Grievance status)', 'with your registration number.'],
    signature: ['Assam Engineering College, Jalukbari, Guwahati 781013', '(This is an automatic message; please do not reply.)'],
    receivedSignature: 'Assam Engineering College, Guwahati',
    registeredMessage: (reg) =>
      `Your grievance is registered. Your registration number is ${reg}. We have also emailed it to you: keep it to submit the details of your grievance and to check its status.`,
  },
  as: {
    greeting: (name) => `মাননীয় ${name},`,
    anonymousGreeting: 'মাননীয় মহোদয়/মহোদয়া,',
    addressee: { office: 'অধ্যক্ষৰ কাৰ্যালয়', aecsu: 'ছাত্ৰ একতা সভা (AECSU)', ecta: 'শিক্ষক সন্থা (ECTA)' },
    registeredSubject: (reg) => `আপোনাৰ অভিযোগৰ পঞ্জীয়ন নম্বৰ: ${reg}`,
    registered: (to) => `অসম অভিযান্ত্ৰিক মহাবিদ্যালয়ৰ ${to}লৈ আপোনাৰ অভিযোগ পঞ্জীয়ন কৰা হৈছে।`,
    registrationNumber: 'পঞ্জীয়ন নম্বৰ',
    keepNumber: [
      'এই নম্বৰটো সাঁচি ৰাখক: আপোনাৰ অভিযোগৰ বিৱৰণ (এবাৰ) দাখিল কৰিবলৈ আৰু ইয়াৰ স্থিতি চাবলৈ মহাবিদ্যালয়ৰ',
      "ৱেবছাইটত (কাৰ্যালয় > অভিযোগৰ স্থিতি) ইয়াৰ প্ৰয়োজন হ'ব। এই নম্বৰ অবিহনে আন কোনেও ইয়াক চাব নোৱাৰে।",
    ],
    receivedSubject: (reg) => `অভিযোগ ${reg} লাভ কৰা হৈছে`,
    received: (reg) => [`আপোনাৰ অভিযোগ ${reg}ৰ বিৱৰণ আমি লাভ কৰিছোঁ।`, 'এই পঞ্জীয়ন নম্বৰেৰে মহাবিদ্যালয়ৰ ৱেবছাইটত ইয়াৰ স্থিতি চাব পাৰিব।'],
    statusNames: ['প্ৰাপ্ত', 'বিবেচনাধীন', 'নিষ্পত্তি কৰা হৈছে'],
    statusSubject: (reg, status) => `অভিযোগ ${reg}: ${status}`,
    statusNow: (reg, status) => `আপোনাৰ অভিযোগ ${reg}ৰ বৰ্তমানৰ স্থিতি: ${status}।`,
    feedback: 'মহাবিদ্যালয়ৰ প্ৰত্যুত্তৰ:',
    statusWhere: ['আপোনাৰ পঞ্জীয়ন নম্বৰেৰে যিকোনো সময়তে মহাবিদ্যালয়ৰ ৱেবছাইটত (কাৰ্যালয় > অভিযোগৰ স্থিতি)', 'স্থিতি আৰু প্ৰত্যুত্তৰ চাব পাৰিব।'],
    signature: ['অসম অভিযান্ত্ৰিক মহাবিদ্যালয়, জালুকবাৰী, গুৱাহাটী ৭৮১০১৩', '(এইটো এটা স্বয়ংক্ৰিয় বাৰ্তা; অনুগ্ৰহ কৰি উত্তৰ নিদিব।)'],
    receivedSignature: 'অসম অভিযান্ত্ৰিক মহাবিদ্যালয়, গুৱাহাটী',
    registeredMessage: (reg) =>
      `আপোনাৰ অভিযোগ পঞ্জীয়ন কৰা হৈছে। আপোনাৰ পঞ্জীয়ন নম্বৰ ${reg}। ই-মেইলেৰেও আপোনালৈ পঠিওৱা হৈছে: অভিযোগৰ বিৱৰণ দাখিল কৰিবলৈ আৰু ইয়াৰ স্থিতি চাবলৈ নম্বৰটো সাঁচি ৰাখক।`,
  },
  hi: {
    greeting: (name) => `प्रिय ${name},`,
    anonymousGreeting: 'प्रिय महोदय/महोदया,',
    addressee: { office: 'प्राचार्य का कार्यालय', aecsu: 'छात्र संघ (AECSU)', ecta: 'शिक्षक संघ (ECTA)' },
    registeredSubject: (reg) => `आपकी शिकायत की पंजीकरण संख्या: ${reg}`,
    registered: (to) => `असम इंजीनियरिंग कॉलेज के ${to} को भेजी गई आपकी शिकायत पंजीकृत हो गई है।`,
    registrationNumber: 'पंजीकरण संख्या',
    keepNumber: [
      'यह संख्या संभालकर रखें: अपनी शिकायत का विवरण (एक बार) जमा करने और उसकी स्थिति देखने के लिए',
      'महाविद्यालय की वेबसाइट (कार्यालय > शिकायत की स्थिति) पर इसकी आवश्यकता होगी। इसके बिना कोई और इसे नहीं देख सकता।',
    ],
    receivedSubject: (reg) => `शिकायत ${reg} प्राप्त हुई`,
    received: (reg) => [`आपकी शिकायत ${reg} का विवरण हमें प्राप्त हो गया है।`, 'इस पंजीकरण संख्या से आप महाविद्यालय की वेबसाइट पर इसकी स्थिति देख सकते हैं।'],
    statusNames: ['प्राप्त', 'लंबित', 'निपटाया गया'],
    statusSubject: (reg, status) => `शिकायत ${reg}: ${status}`,
    statusNow: (reg, status) => `आपकी शिकायत ${reg} की वर्तमान स्थिति: ${status}।`,
    feedback: 'महाविद्यालय का प्रत्युत्तर:',
    statusWhere: ['अपनी पंजीकरण संख्या से आप किसी भी समय महाविद्यालय की वेबसाइट (कार्यालय > शिकायत की स्थिति) पर', 'स्थिति और प्रत्युत्तर देख सकते हैं।'],
    signature: ['असम इंजीनियरिंग कॉलेज, जालुकबारी, गुवाहाटी 781013', '(यह एक स्वचालित संदेश है; कृपया इसका उत्तर न दें।)'],
    receivedSignature: 'असम इंजीनियरिंग कॉलेज, गुवाहाटी',
    registeredMessage: (reg) =>
      `आपकी शिकायत पंजीकृत हो गई है। आपकी पंजीकरण संख्या ${reg} है। इसे आपको ईमेल भी किया गया है: शिकायत का विवरण जमा करने और उसकी स्थिति देखने के लिए इसे संभालकर रखें।`,
  },
};

const words = (language: string | undefined): Words => WORDS[(language as MailLanguage) in WORDS ? (language as MailLanguage) : 'en'];

/** "Dear <name>," in the language; of the sender's free text only the cleaned name (name-for-mail.ts). */
export function greetingIn(language: string | undefined, name: string): string {
  const safe = nameForMail(name);
  const w = words(language);
  return safe ? w.greeting(safe) : w.anonymousGreeting;
}

export function registrationMail(regId: string, r: { name: string; addressee: Addressee; language?: string }): { subject: string; text: string } {
  const w = words(r.language);
  return {
    subject: w.registeredSubject(regId),
    text: [
      greetingIn(r.language, r.name),
      '',
      w.registered(w.addressee[r.addressee]),
      '',
      `${w.registrationNumber}: ${regId}`,
      '',
      ...w.keepNumber,
      '',
      ...w.signature,
    ].join('\n'),
  };
}

/** When the filer has submitted the details: not the subject (mail repeats nothing the sender wrote but the name). */
export function detailsReceivedMail(regId: string, c: { name: string; language?: string }): { subject: string; text: string } {
  const w = words(c.language);
  return { subject: w.receivedSubject(regId), text: [greetingIn(c.language, c.name), '', ...w.received(regId), '', w.receivedSignature].join('\n') };
}

/** A status change from the grievance desk, with the college's feedback. */
export function statusMail(
  c: { name: string; registration_id: string; language?: string },
  status: 0 | 1 | 2,
  feedback: string,
): { subject: string; text: string } {
  const w = words(c.language);
  const name = w.statusNames[status];
  return {
    subject: w.statusSubject(c.registration_id, name),
    text: [
      greetingIn(c.language, c.name),
      '',
      w.statusNow(c.registration_id, name),
      ...(feedback ? ['', w.feedback, '', feedback] : []),
      '',
      ...w.statusWhere,
      '',
      ...w.signature,
    ].join('\n'),
  };
}

/** The answer shown on screen when a grievance is registered. */
export function registeredMessage(regId: string, language: string | undefined): string {
  return words(language).registeredMessage(regId);
}
