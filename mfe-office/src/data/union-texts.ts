/** A signed message: its author's name as the records write it, catalogue keys of the author's role and its paragraphs. */
export interface Message {
  author: string;
  role: string;
  paragraphs: string[];
}

const message = (key: string, author: string): Message => ({ author, role: `${key}.role`, paragraphs: [`${key}.p1`, `${key}.p2`] });

/** The union's home page messages (docs/product/office-and-grievances.md). Sample texts, to be replaced by the union. */
export const unionMessages: Message[] = [message('union.messages.gs', 'Kaushik Kalita (sample)'), message('union.messages.sws', 'Bhargab Deka (sample)')];

/** Contact blocks: texts are catalogue keys; numbers and addresses are shown as they are. */
export const unionContact = {
  office: ['union.contact.address.l1', 'union.contact.address.l2', 'union.contact.address.l3', 'union.contact.address.l4'],
  hours: 'union.contact.hours',
  email: 'aecsu@aec.ac.in',
  emailHref: 'mailto:aecsu@aec.ac.in',
  phone: '+91 90000 00103',
  phoneNote: 'union.contact.phoneNote',
  phoneHref: 'tel:+919000000103',
};

export const associationIntro = ['ecta.intro.p1', 'ecta.intro.p2'];

export const associationMessage: Message = message('ecta.message', 'Dr. Bornali Hazarika (sample)');

export const associationContact = {
  office: ['ecta.contact.address.l1', 'ecta.contact.address.l2', 'ecta.contact.address.l3', 'ecta.contact.address.l4'],
  hours: 'ecta.contact.hours',
  email: 'ecta@aec.ac.in',
  emailHref: 'mailto:ecta@aec.ac.in',
  phone: '+91 361 257 0180',
  phoneHref: 'tel:+913612570180',
  bearers: (
    [
      ['president', 'Dr. Bornali Hazarika (sample)'],
      ['secretary', 'Dr. Pankaj Kumar Das (sample)'],
      ['treasurer', 'Dr. Chandana Bora (sample)'],
    ] as const
  ).map(([id, name]) => ({ name, role: `ecta.contact.bearers.${id}.role` })),
};
