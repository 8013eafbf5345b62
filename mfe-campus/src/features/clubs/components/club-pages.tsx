import { Link } from 'react-router';
import { Gallery, LiteImage, PersonName, plainSummary, SampleNote, useDateFormats, useLanguage } from '@aec/ui';
import { FactList } from '../../../components/fact-list';
import { CampusPageHeader } from '../../../head/campus-page-header';
import type { Club } from '../../../data/clubs';
import { EnglishOnly, useEnglishLang } from '../../../i18n/in-english';
import { clubGallery } from '../club-gallery';
import { useClubHead, useClubWords } from '../club-head';
import { useClubContactFacts } from './club-contact-facts';

/**
 * The club sub-site pages. Small and alike, so they live together; each is one sub-route. The
 * clubs' own stories (about, activities, posts) are sample text in English only: on Assamese and
 * Hindi pages they are marked lang="en" under a one-line note; everything around them is translated.
 */
interface ClubPageProps {
  club: Club;
  /** The id as typed in the URL (any case), so links stay on the URL the visitor uses. */
  urlId: string;
}

/** The tagline and what every club is, for the page descriptions of its home and About us. */
function useClubSummary(club: Club): string {
  const { t, name, tag } = useClubWords(club);
  return plainSummary(t('clubs.summary', { tag, club: name }));
}

export function ClubHomePage({ club, urlId }: ClubPageProps) {
  const { t, tag } = useClubWords(club);
  const next = club.activities[0];
  const latest = club.posts[0];
  const banner = clubGallery(t, club)[0];
  const english = useEnglishLang();
  return (
    <>
      {/* Above the fold, so not lazy; a few kB of SVG. */}
      {banner && <LiteImage className="sub-site-banner" src={banner.src} alt={banner.alt} width={banner.width} height={banner.height} decoding="async" />}
      <CampusPageHeader lead={tag} description={useClubSummary(club)} {...useClubHead(club, 'home')} />
      <EnglishOnly>
        <div className="prose">
          <p>{club.about}</p>
        </div>
      </EnglishOnly>
      <div className="card-grid">
        {next && (
          <section className="card" aria-labelledby="club-next-heading">
            <h2 id="club-next-heading">{t('clubs.home.regular')}</h2>
            <p lang={english}>
              <strong>{next.title}</strong> ({next.when}). {next.detail}
            </p>
            <Link to={`/club/${urlId}/activity`}>{t('clubs.home.allActivities')}</Link>
          </section>
        )}
        {latest && (
          <section className="card" aria-labelledby="club-latest-heading">
            <h2 id="club-latest-heading">{t('clubs.home.latest')}</h2>
            <p lang={english}>
              <strong>{latest.title}</strong>. {latest.summary}
            </p>
            <Link to={`/club/${urlId}/blog`}>{t('clubs.home.readBlog')}</Link>
          </section>
        )}
        <section className="card" aria-labelledby="club-join-heading">
          <h2 id="club-join-heading">{t('clubs.home.join')}</h2>
          <p>{t('clubs.home.joinText')}</p>
          <FactList facts={useClubContactFacts(club)} />
        </section>
      </div>
    </>
  );
}

export function ClubAboutPage({ club }: ClubPageProps) {
  const { t, name, tag } = useClubWords(club);
  return (
    <>
      <CampusPageHeader lead={tag} description={useClubSummary(club)} {...useClubHead(club, 'aboutus')} />
      <div className="prose">
        <EnglishOnly>
          <p>{club.about}</p>
        </EnglishOnly>
        <p>{t('clubs.about.text', { club: name })}</p>
      </div>
      <h2>{t('common.contact')}</h2>
      <FactList facts={useClubContactFacts(club)} />
      <SampleNote>{t('clubs.about.note')}</SampleNote>
    </>
  );
}

export function ClubActivityPage({ club }: ClubPageProps) {
  const { t, name } = useClubWords(club);
  return (
    <>
      <CampusPageHeader
        lead={t('clubs.activity.lead', { club: name })}
        description={t('clubs.activity.description', { club: name })}
        {...useClubHead(club, 'activity')}
      />
      <EnglishOnly>
        <ul className="entry-list">
          {club.activities.map((a) => (
            <li key={a.title} className="entry-list__item">
              <h2>{a.title}</h2>
              <p className="entry-list__meta">{a.when}</p>
              <p>{a.detail}</p>
            </li>
          ))}
        </ul>
      </EnglishOnly>
      <SampleNote>{t('clubs.activity.note')}</SampleNote>
    </>
  );
}

export function ClubGalleryPage({ club }: ClubPageProps) {
  const { t, name } = useClubWords(club);
  return (
    <>
      <CampusPageHeader lead={t('common.selectPicture')} description={t('clubs.gallery.description', { club: name })} {...useClubHead(club, 'gallery')} />
      <Gallery images={clubGallery(t, club)} label={t('common.galleryLabel', { name })} />
    </>
  );
}

export function ClubBlogPage({ club }: ClubPageProps) {
  const { t, name } = useClubWords(club);
  const { date } = useDateFormats();
  const language = useLanguage();
  return (
    <>
      <CampusPageHeader lead={t('clubs.blog.lead', { club: name })} {...useClubHead(club, 'blog')} />
      <EnglishOnly>
        <div className="entry-list">
          {club.posts.map((post) => (
            <article key={post.title} className="entry-list__item">
              <h2>{post.title}</h2>
              <p className="entry-list__meta">
                {/* The date is written in the page's language, inside the English post. */}
                <time dateTime={post.date} lang={language === 'en' ? undefined : language}>
                  {date(post.date)}
                </time>{' '}
                · {post.author}
              </p>
              <p>{post.summary}</p>
            </article>
          ))}
        </div>
      </EnglishOnly>
      <SampleNote>{t('clubs.blog.note')}</SampleNote>
    </>
  );
}

export function ClubTeamPage({ club }: ClubPageProps) {
  const { t, name } = useClubWords(club);
  const team = [{ name: club.president, role: 'president' as const }, ...club.team];
  return (
    <>
      <CampusPageHeader lead={t('clubs.team.lead')} description={t('clubs.team.description', { club: name })} {...useClubHead(club, 'team')} />
      <div className="table-scroll">
        <table className="data data--compact">
          <caption className="visually-hidden">{t('clubs.team.caption', { club: name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('common.name')}</th>
              <th scope="col">{t('common.role')}</th>
            </tr>
          </thead>
          <tbody>
            {team.map((m) => (
              <tr key={m.name}>
                <td>
                  <PersonName name={m.name} />
                </td>
                <td>{t(`clubs.roles.${m.role}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SampleNote>{t('clubs.team.note')}</SampleNote>
    </>
  );
}
