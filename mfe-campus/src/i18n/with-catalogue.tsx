import type { ComponentType } from 'react';
import { Catalogue, type RemoteSectionProps } from '@aec/ui';
import { NAMESPACE, campusCatalogue } from '../messages/catalogue';

/** A section that renders once the campus messages of the page's language are there (the server waits for them). */
export function withCatalogue(Section: ComponentType<RemoteSectionProps>): ComponentType<RemoteSectionProps> {
  function SectionWithMessages(props: RemoteSectionProps) {
    return (
      <Catalogue namespace={NAMESPACE} loader={campusCatalogue}>
        <Section {...props} />
      </Catalogue>
    );
  }
  SectionWithMessages.displayName = `WithCatalogue(${Section.displayName ?? Section.name})`;
  return SectionWithMessages;
}
