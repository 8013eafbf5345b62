/** @jest-environment jsdom */
// The grievance form on an Assamese or Hindi page (docs/product/languages.md): its checks and failures in the page's language.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nProvider, createI18n, registerCatalogue, type Language } from '@aec/ui';
import as from '../../../messages/as.json';
import hi from '../../../messages/hi.json';
import { NAMESPACE } from '../../../messages/catalogue';
import { GrievanceForm } from './grievance-form';
import { AddressedComplaintForm } from './addressed-complaint-form';
import { mockFetch, REG_ID } from '../test-support';

registerCatalogue(NAMESPACE, 'as', as);
registerCatalogue(NAMESPACE, 'hi', hi);

function renderIn(language: Language, form = <GrievanceForm type="GENERAL" />) {
  return render(
    <I18nProvider i18n={createI18n(language)}>
      <MemoryRouter>{form}</MemoryRouter>
    </I18nProvider>,
  );
}
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => window.sessionStorage.clear());

describe('the grievance form in Assamese and Hindi', () => {
  it('says what is missing in Assamese, in the fields and in the summary', async () => {
    const fetch = mockFetch();
    renderIn('as');
    fireEvent.click(screen.getByRole('button', { name: 'পঞ্জীয়ন কৰক' }));
    expect(await screen.findByText('নাম দিয়াটো বাধ্যতামূলক', { selector: '.field__error' })).toBeTruthy();
    expect(screen.getByText('ই-মেইল দিয়াটো বাধ্যতামূলক', { selector: '.field__error' })).toBeTruthy();
    expect(screen.getByText('এটা সমস্যা হৈছে')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'নাম দিয়াটো বাধ্যতামূলক' })).toBeTruthy();
    expect(document.querySelector('.grievance')?.getAttribute('lang')).toBe('as');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says a wrong e-mail address and a wrong registration number in Hindi', async () => {
    mockFetch();
    renderIn('hi');
    type(/^नाम/, 'रीना दास');
    type(/^ईमेल/, 'rina@');
    fireEvent.click(screen.getByRole('button', { name: 'पंजीकरण करें' }));
    expect(await screen.findByText('एक मान्य ईमेल पता लिखें', { selector: '.field__error' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /अंतिम रूप से दर्ज करने पर जाएँ/ }));
    type(/^पंजीकरण संख्या/, '42');
    fireEvent.click(screen.getByRole('button', { name: 'अंतिम रूप से दर्ज करें' }));
    expect(await screen.findByText(/यह पंजीकरण संख्या नहीं है/, { selector: '.field__error' })).toBeTruthy();
    expect(screen.getByText('विषय आवश्यक है', { selector: '.field__error' })).toBeTruthy();
  });

  it('registers and says so in Assamese (the server answers in English), number highlighted', async () => {
    mockFetch({ status: 201, body: { message: `Your grievance is registered. Your registration number is ${REG_ID}.`, registration_id: REG_ID } });
    renderIn('as');
    type(/^নাম/, 'ৰীনা দাস');
    type(/^ই-মেইল/, 'rina.das@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'পঞ্জীয়ন কৰক' }));
    expect(await screen.findByRole('heading', { name: '২টা পদক্ষেপৰ ২য়: চূড়ান্ত দাখিল' })).toBeTruthy();
    const said = document.querySelector('.message--success');
    expect(said?.textContent).toContain(`আপোনাৰ পঞ্জীয়ন নম্বৰ ${REG_ID}।`);
    expect(said?.textContent).not.toMatch(/registered/);
    expect(said?.querySelector('.registration-id')?.textContent).toBe(REG_ID);
  });

  it("says a server failure in the page's language, and the server's own English refusal marked as English", async () => {
    mockFetch(
      { status: 503, body: { error: 'down' } },
      { status: 429, body: { error: 'At most 3 registrations per email address in 24 hours.' } },
      { status: 400, body: { error: 'Something particular.' } },
    );
    renderIn('as', <AddressedComplaintForm addressee="aecsu" />);
    type(/^নাম/, 'ৰীনা দাস');
    type(/^ই-মেইল/, 'rina.das@example.org');
    type(/^বিষয়/, 'চাহৰ দাম');
    type(/^অভিযোগৰ বিৱৰণ/, 'চাহৰ দাম বাঢ়িল।');
    expect(screen.getByRole('form', { name: 'ছাত্ৰ একতা সভালৈ অভিযোগ' })).toBeTruthy();
    const send = () => fireEvent.click(screen.getByRole('button', { name: 'দাখিল কৰক' }));
    send();
    expect(await screen.findByText("মহাবিদ্যালয়ৰ ছাৰ্ভাৰে উত্তৰ দিওঁতে এটা সমস্যা হ'ল। অনুগ্ৰহ কৰি অলপ পিছত পুনৰ চেষ্টা কৰক।")).toBeTruthy();
    send();
    expect(await screen.findByText(/এই মুহূৰ্তত বহুত বেছি অনুৰোধ আহিছে/)).toBeTruthy();
    send();
    const refusal = await screen.findByText('Something particular.');
    expect(refusal.getAttribute('lang')).toBe('en');
  });
});
