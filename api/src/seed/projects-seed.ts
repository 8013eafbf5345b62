import type { Db } from '../plugins/app/db/database';
import { createFileRepository } from '../plugins/app/files/file-repository';
import { createProjectRepository, type ProjectInput } from '../plugins/app/projects/project-repository';
import { projectDocumentSeeds } from './documents/projects';

const DAY = 24 * 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

type ProjectText = Omit<ProjectInput, 'bannerUrl' | 'bannerAlt'> & { colours: [string, string] };

/** Sample homepages (marked sample): what each project is for, at this college, in a few lines. */
const projectTexts: ProjectText[] = [
  {
    code: 'teqip',
    name: 'TEQIP-III',
    fullName: 'Technical Education Quality Improvement Programme, Phase III',
    tenderType: 'TEQIP',
    colours: ['#0b3d6e', '#1f6fb2'],
    homepageHtml: `<p><strong>Sample text, to be replaced by the college.</strong></p>
<h2>About the programme</h2>
<p>The Technical Education Quality Improvement Programme is a Government of India programme, assisted by the World Bank, that helps engineering colleges improve teaching, research and governance. Assam Engineering College takes part in its third phase as a focus-state institution.</p>
<h2>What it pays for at this college</h2>
<ul>
<li>Remedial and bridge classes for first-year students who need them.</li>
<li>Faculty development programmes and expert lectures in every department.</li>
<li>New laboratory equipment, bought through open tenders listed on this microsite.</li>
<li>An industry-institute interaction cell that arranges internships and placements.</li>
</ul>
<h2>Governance</h2>
<p>The project is run by the institute's Board of Governors and a project unit led by the nodal officer. Minutes of the board, the procurement plan and every tender are published here. Complaints about a procurement can be filed under Procurement Grievance.</p>`,
  },
  {
    code: 'neqip',
    name: 'NEQIP',
    fullName: 'North East Quality Improvement Programme',
    tenderType: 'NEQIP',
    colours: ['#14532d', '#2f855a'],
    homepageHtml: `<p><strong>Sample text, to be replaced by the college.</strong></p>
<h2>About the programme</h2>
<p>The North East Quality Improvement Programme supports engineering colleges of the north-eastern states in modernising laboratories, training faculty and preparing students for work in the region's industries.</p>
<h2>At Assam Engineering College</h2>
<ul>
<li>Laboratory modernisation in four departments, chosen on proposals from the departments.</li>
<li>A skill development programme for final-year students.</li>
<li>Workshops on technical writing and research methods for faculty.</li>
</ul>
<p>The Institutional Project Unit (IPU) meets every quarter; its minutes and the minutes of the Board of Governors are published under IPU/BOG Minutes.</p>`,
  },
  {
    code: 'rusa',
    name: 'RUSA',
    fullName: 'Rashtriya Uchchatar Shiksha Abhiyan',
    tenderType: 'RUSA',
    colours: ['#7c2d12', '#c05621'],
    homepageHtml: `<p><strong>Sample text, to be replaced by the college.</strong></p>
<h2>About the scheme</h2>
<p>Rashtriya Uchchatar Shiksha Abhiyan is a centrally sponsored scheme for state higher-education institutions. Its grants to this college pay for buildings, equipment and faculty improvement.</p>
<h2>Works under the scheme</h2>
<ul>
<li>A new girls' hostel with a lift and accessible rooms.</li>
<li>A solar rooftop plant on the academic blocks.</li>
<li>Ramps, rails and accessible toilets in the academic blocks.</li>
<li>Equipment for the central computing centre.</li>
</ul>
<p>Progress is reviewed by the project monitoring unit; its minutes, the utilisation status of the grant and the tenders are published on this microsite.</p>`,
  },
];

/** A light banner (about 1 kB): the project's name on its colours, drawn as SVG, marked sample. */
function bannerSvg(name: string, fullName: string, [from, to]: [string, string]): Uint8Array {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&apos;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="300" fill="url(#g)"/>
<g fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="28"><circle cx="1050" cy="60" r="170"/><circle cx="1120" cy="290" r="120"/></g>
<text x="60" y="150" fill="#fff" font-family="Segoe UI, Roboto, Arial, sans-serif" font-size="84" font-weight="700">${escape(name)}</text>
<text x="62" y="205" fill="#fff" font-family="Segoe UI, Roboto, Arial, sans-serif" font-size="30">${escape(fullName)}</text>
<text x="62" y="262" fill="#fff" fill-opacity=".8" font-family="Segoe UI, Roboto, Arial, sans-serif" font-size="22">Assam Engineering College, Guwahati · sample banner</text>
</svg>`;
  return new TextEncoder().encode(svg);
}

/**
 * The microsites' pages: homepage, banner and document lists (the PDFs themselves are static
 * documents, generated from documents/projects.ts). Replaces the projects' pages, never subscribers.
 * Their tenders and notices are the general sample ones whose type is the project's code.
 */
export async function seedProjects(db: Db, dataDir: string, now = Date.now()): Promise<void> {
  const files = createFileRepository(db, dataDir);
  const projects = createProjectRepository(db);
  db.transaction(() => {
    for (const p of projectTexts) {
      const { colours, ...text } = p;
      const banner = files.save(bannerSvg(p.name, p.fullName, colours), `${p.code}-banner.svg`, 'image/svg+xml');
      const documents = projectDocumentSeeds
        .filter((d) => d.project === p.code)
        .map((d) => ({ kind: d.kind, title: `${d.spec.title} (sample)`, fileUrl: d.spec.path, publishedAt: iso(now - d.daysAgo * DAY) }));
      projects.save({ ...text, bannerUrl: `/files/${banner.sha256}.svg`, bannerAlt: `${p.name}: ${p.fullName} (sample banner)` }, documents);
    }
  })();
}
