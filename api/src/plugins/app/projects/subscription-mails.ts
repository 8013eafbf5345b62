/** Texts of the tender-alert mails. Every one ends with the link that removes the address. */

const footer = (unsubscribeUrl: string) => [
  '',
  '--',
  'Assam Engineering College, Jalukbari, Guwahati 781013',
  `To stop these mails, open: ${unsubscribeUrl}`,
  '(This is an automatic message; please do not reply.)',
];

export function confirmationMail(projectName: string, confirmUrl: string, unsubscribeUrl: string): { subject: string; text: string } {
  return {
    subject: `Confirm your ${projectName} tender alerts`,
    text: [
      'Hello,',
      '',
      `Someone, probably you, asked on the Assam Engineering College website to mail this address when a ${projectName} tender is published or changed by a corrigendum.`,
      '',
      'To start the alerts, confirm within 7 days by opening this link:',
      confirmUrl,
      '',
      'If you did not ask for this, ignore this mail: without confirmation nothing more is sent.',
      ...footer(unsubscribeUrl),
    ].join('\n'),
  };
}

export interface TenderAlert {
  title: string;
  tenderNo: string;
  dateClosing: string;
  /** Set for a corrigendum: its title. */
  corrigendum?: string;
}

const closingDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
};

export function tenderAlertMail(projectName: string, alert: TenderAlert, tenderUrl: string, unsubscribeUrl: string): { subject: string; text: string } {
  const what = alert.corrigendum ? `Corrigendum to ${projectName} tender` : `New ${projectName} tender`;
  return {
    subject: `${what}: ${alert.title}`,
    text: [
      'Hello,',
      '',
      alert.corrigendum
        ? `A corrigendum was published to a ${projectName} tender of Assam Engineering College: ${alert.corrigendum}.`
        : `A new ${projectName} tender is published by Assam Engineering College.`,
      '',
      `Tender: ${alert.title}`,
      `Tender no.: ${alert.tenderNo}`,
      `Last date of submission: ${closingDate(alert.dateClosing)}`,
      '',
      `Documents and details: ${tenderUrl}`,
      ...footer(unsubscribeUrl),
    ].join('\n'),
  };
}
