import { Link } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { ContactDetails } from '../../../components/contact-details';
import { MessageBlock } from '../../../components/message-block';
import { NoticeCardList } from '../../../components/notice-card-list';
import { unionAchievements, unionGeneralNotices } from '../../../data/notice-cards';
import { unionMembers } from '../../../data/union-members';
import { unionContact, unionMessages } from '../../../data/union-texts';
import { MemberCard } from './member-card';

/** /aecsu: messages from the general secretary and the social welfare secretary. */
export function UnionHomePage() {
  return (
    <div className="prose">
      <p>
        The Assam Engineering College Students’ Union (AECSU) is elected every year by all the students of the college. It represents them before the college administration and runs
        the cultural, sports and welfare activities of the campus.
      </p>
      {unionMessages.map((message) => (
        <MessageBlock key={message.role} message={message} />
      ))}
      <p>
        <Link to="/aecsu/present">Meet the present team</Link> · <Link to="/aecsu/complain">Report a complaint to the union</Link>
      </p>
    </div>
  );
}

export function UnionAboutPage() {
  return (
    <ComingSoon
      what="The history of the students' union, its constitution and how elections are held will be published here."
      meanwhile={
        <>
          Until then, ask at the union office in the Student Activity Centre or see the <Link to="/aecsu/present">present team</Link>.
        </>
      }
    />
  );
}

export function UnionTimelinePage() {
  return (
    <ComingSoon
      what="The list of past union bodies, year by year, will be published here."
      meanwhile={
        <>
          The present office bearers are on the <Link to="/aecsu/present">Present Team</Link> page.
        </>
      }
    />
  );
}

export function UnionReportPage() {
  return (
    <ComingSoon
      what="The union's weekly upgradation report, on what it has taken up with the college each week and what has been done, will be published here."
      meanwhile={
        <>
          Until the first report is out, ask the General Secretary (<a href={unionContact.emailHref}>{unionContact.email}</a>) or read the{' '}
          <Link to="/aecsu/notice">union notice board</Link>.
        </>
      }
    />
  );
}

export function UnionContactPage() {
  return (
    <div className="contact-page">
      <ContactDetails
        heading="Students’ Union office"
        address={unionContact.office}
        hours={unionContact.hours}
        phone={unionContact.phone}
        phoneHref={unionContact.phoneHref}
        email={unionContact.email}
        emailHref={unionContact.emailHref}
      />
      <p>
        For a complaint you want followed up, use <Link to="/aecsu/complain">Report a complain</Link>: you get a registration number to track it.
      </p>
    </div>
  );
}

export function UnionNoticePage() {
  return (
    <div>
      <section aria-labelledby="union-general-notices">
        <h2 id="union-general-notices">General notices</h2>
        <NoticeCardList notices={unionGeneralNotices} headingLevel={3} />
      </section>
      <section aria-labelledby="union-achievements">
        <h2 id="union-achievements">Achievements</h2>
        <NoticeCardList notices={unionAchievements} headingLevel={3} />
      </section>
    </div>
  );
}

export function PresentTeamPage() {
  return (
    <div>
      <p className="prose muted">The {unionMembers.length} office bearers of the present union. Names and contact details are samples, to be replaced by the union.</p>
      <ul className="member-grid">
        {unionMembers.map((member) => (
          <MemberCard key={member.id} member={member} />
        ))}
      </ul>
    </div>
  );
}
