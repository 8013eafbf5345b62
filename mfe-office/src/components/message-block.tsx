import type { Message } from '../data/union-texts';

/** A signed message (general secretary, association president …) with its author named under it. */
export function MessageBlock({ message, headingLevel = 2 }: { message: Message; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="message-block">
      <Heading>Message from the {message.role}</Heading>
      {message.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      <p className="message-block__signature">
        <strong>{message.author}</strong>
        <br />
        {message.role}
      </p>
    </article>
  );
}
