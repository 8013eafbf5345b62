import { PersonName } from '@aec/ui';
import type { Message } from '../data/union-texts';
import { useOfficeT } from '../messages/hooks';

/** A signed message (general secretary, association president …) with its author named under it. */
export function MessageBlock({ message, headingLevel = 2 }: { message: Message; headingLevel?: 2 | 3 }) {
  const t = useOfficeT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const role = t(message.role);
  return (
    <article className="message-block">
      <Heading>{t('common.messageFrom', { role })}</Heading>
      {message.paragraphs.map((paragraph) => (
        <p key={paragraph}>{t(paragraph)}</p>
      ))}
      <p className="message-block__signature">
        <strong>
          <PersonName name={message.author} />
        </strong>
        <br />
        {role}
      </p>
    </article>
  );
}
