import { Link } from 'react-router';
import { useDateFormats, MarkedText } from '@aec/ui';
import { ComingSoon } from '../../../components/coming-soon';
import { ContactDetails } from '../../../components/contact-details';
import { MessageBlock } from '../../../components/message-block';
import { NoticeCardList } from '../../../components/notice-card-list';
import { unionAchievements, unionGeneralNotices } from '../../../data/notice-cards';
import { unionMembers } from '../../../data/union-members';
import { unionContact, unionMessages } from '../../../data/union-texts';
import { useOfficeT } from '../../../messages/hooks';
import { MemberCard } from './member-card';

const toPresentTeam = { team: (words: string) => <Link to="/aecsu/present">{words}</Link> };

/** /aecsu: messages from the general secretary and the social welfare secretary. */
export function UnionHomePage() {
  const t = useOfficeT();
  return (
    <div className="prose">
      <p>{t('union.intro')}</p>
      {unionMessages.map((message) => (
        <MessageBlock key={message.role} message={message} />
      ))}
      <p>
        <Link to="/aecsu/present">{t('union.meetTeam')}</Link> · <Link to="/aecsu/complain">{t('union.reportComplaint')}</Link>
      </p>
    </div>
  );
}

export function UnionAboutPage() {
  const t = useOfficeT();
  return <ComingSoon what={t('union.about.what')} meanwhile={<MarkedText text={t('union.about.meanwhile')} parts={toPresentTeam} />} />;
}

export function UnionTimelinePage() {
  const t = useOfficeT();
  return <ComingSoon what={t('union.timeline.what')} meanwhile={<MarkedText text={t('union.timeline.meanwhile')} parts={toPresentTeam} />} />;
}

export function UnionReportPage() {
  const t = useOfficeT();
  return (
    <ComingSoon
      what={t('union.report.what')}
      meanwhile={
        <MarkedText
          text={t('union.report.meanwhile', { email: `${unionContact.email} ${t('common.sample')}` })}
          parts={{ mail: (email) => <a href={unionContact.emailHref}>{email}</a>, board: (words) => <Link to="/aecsu/notice">{words}</Link> }}
        />
      }
    />
  );
}

export function UnionContactPage() {
  const t = useOfficeT();
  return (
    <div className="contact-page">
      <ContactDetails
        heading={t('union.contact.heading')}
        address={unionContact.office}
        hours={unionContact.hours}
        phone={unionContact.phone}
        phoneNote={t(unionContact.phoneNote)}
        phoneHref={unionContact.phoneHref}
        email={unionContact.email}
        emailHref={unionContact.emailHref}
      />
      <p>
        <MarkedText text={t('union.contact.complaintText')} parts={{ link: (words) => <Link to="/aecsu/complain">{words}</Link> }} />
      </p>
    </div>
  );
}

export function UnionNoticePage() {
  const t = useOfficeT();
  return (
    <div>
      <section aria-labelledby="union-general-notices">
        <h2 id="union-general-notices">{t('union.generalNotices')}</h2>
        <NoticeCardList notices={unionGeneralNotices} headingLevel={3} />
      </section>
      <section aria-labelledby="union-achievements">
        <h2 id="union-achievements">{t('union.achievements')}</h2>
        <NoticeCardList notices={unionAchievements} headingLevel={3} />
      </section>
    </div>
  );
}

export function PresentTeamPage() {
  const t = useOfficeT();
  const formats = useDateFormats();
  return (
    <div>
      <p className="prose muted">{t('union.teamIntro', { number: formats.number(unionMembers.length) })}</p>
      <ul className="member-grid">
        {unionMembers.map((member) => (
          <MemberCard key={member.id} member={member} />
        ))}
      </ul>
    </div>
  );
}
