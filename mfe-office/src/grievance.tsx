import { Catalogue, type GrievanceModule } from '@aec/ui';
import { GrievanceForm as Form, type GrievanceFormProps } from './features/grievance/components/grievance-form';
import { GrievanceStatus as Status } from './features/grievance/components/grievance-status';
import { NAMESPACE, catalogue } from './messages/catalogue';

/** The grievance form in the page's language wherever it is mounted (mfe-projects' procurement grievance too). */
export function GrievanceForm(props: GrievanceFormProps) {
  return (
    <Catalogue namespace={NAMESPACE} loader={catalogue}>
      <Form {...props} />
    </Catalogue>
  );
}

export function GrievanceStatus() {
  return (
    <Catalogue namespace={NAMESPACE} loader={catalogue}>
      <Status />
    </Catalogue>
  );
}

// Fails the type check if the exposed module drifts from the contract in packages/ui.
const exposed: GrievanceModule = { GrievanceForm, GrievanceStatus };
void exposed;
