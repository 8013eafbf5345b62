/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { usePageForm } from '@aec/ui';
import { GrievanceStepForm, type GrievanceStepFormProps } from './grievance-step-form';

type Props = Omit<GrievanceStepFormProps, 'pageForm' | 'children'>;

function Step(props: Props) {
  const pageForm = usePageForm('grievance-sample');
  return (
    <GrievanceStepForm {...props} pageForm={pageForm}>
      <input id="sample-title" name="title" aria-label="Title" />
    </GrievanceStepForm>
  );
}

const base = (overrides: Partial<Props> = {}): Props => ({
  headingId: 'sample-heading',
  formRef: { current: null },
  callErrorRef: { current: null },
  onSubmit: jest.fn((event) => event.preventDefault()),
  sending: false,
  errors: {},
  fieldId: (name) => `sample-${name}`,
  callError: null,
  submit: { idle: 'Send', busy: 'Sending' },
  other: { action: 'grievance-to-other', label: 'To the other step', onSwitch: jest.fn() },
  ...overrides,
});
const renderStep = (props: Props) =>
  render(
    <MemoryRouter>
      <Step {...props} />
    </MemoryRouter>,
  );

describe('GrievanceStepForm', () => {
  it('is a form posted to the page: its action field, the summary linking each error to its field, the fields, the call error, then the buttons', () => {
    const props = base({ errors: { title: 'Title is required' }, callError: { text: 'The office is not answering.' } });
    const { container } = renderStep(props);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('aria-labelledby')).toBe('sample-heading');
    expect((form.querySelector('input[type="hidden"][name="aec-form"]') as HTMLInputElement).value).toBe('grievance-sample');
    expect(screen.getByRole('link', { name: 'Title is required' }).getAttribute('href')).toBe('#sample-title');
    expect(screen.getByText('The office is not answering.')).toBeTruthy();
    const order = [...form.querySelectorAll('.error-summary, #sample-title, .call-error, .grievance__actions')].map((e) => e.className || e.id);
    expect(order).toEqual(['error-summary', 'sample-title', 'call-error', 'grievance__actions']);
    fireEvent.submit(form);
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('goes to the other step with the script, and names the server action for a post without it', () => {
    const props = base();
    renderStep(props);
    const other = screen.getByRole('button', { name: 'To the other step' }) as HTMLButtonElement;
    expect([other.name, other.value, other.formNoValidate]).toEqual(['aec-form', 'grievance-to-other', true]);
    fireEvent.click(other);
    expect(props.other.onSwitch).toHaveBeenCalledTimes(1);
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('while sending: busy, both buttons off, the submit button says so', () => {
    const { container } = renderStep(base({ sending: true }));
    expect(container.querySelector('form')!.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Sending' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'To the other step' })).toHaveProperty('disabled', true);
  });
});
