import type { ComponentType } from 'react';
import { Catalogue, type RemoteRoutesModule, type RemoteSectionProps } from '@aec/ui';
import { OfficeRoutes } from './features/office/office-routes';
import { UnionRoutes } from './features/union/union-routes';
import { AssociationRoutes } from './features/association/association-routes';
import { NAMESPACE, catalogue } from './messages/catalogue';

/** A section with the office's messages in the page's language (the server render waits for them). */
function withCatalogue(Section: ComponentType): ComponentType<RemoteSectionProps> {
  return function SectionWithCatalogue() {
    return (
      <Catalogue namespace={NAMESPACE} loader={catalogue}>
        <Section />
      </Catalogue>
    );
  };
}

/** Sections the shell mounts: /office/*, /aecsu/*, /ecta/*. */
export const sections: RemoteRoutesModule['sections'] = {
  office: withCatalogue(OfficeRoutes),
  aecsu: withCatalogue(UnionRoutes),
  ecta: withCatalogue(AssociationRoutes),
};

/** The interface is written in English, Assamese and Hindi (docs/product/languages.md). */
export const languages: RemoteRoutesModule['languages'] = ['en', 'as', 'hi'];
