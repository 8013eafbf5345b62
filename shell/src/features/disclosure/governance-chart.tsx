/** The organisation chart as a nested list: readable by screen readers, drawn as a tree by CSS. */
interface OrgUnit {
  name: string;
  note?: string;
  children?: OrgUnit[];
}

const ORGANISATION: OrgUnit = {
  name: 'Government of Assam',
  note: 'Department of Higher Education (Technical)',
  children: [
    {
      name: 'Director of Technical Education',
      children: [
        {
          name: 'Principal',
          note: 'Head of the institution',
          children: [
            { name: 'Academic Council', note: 'Heads of departments, deans' },
            { name: 'Vice-Principal', note: 'Heads of the 13 departments' },
            { name: 'Dean of Students’ Affairs', note: 'Hostels, clubs, anti-ragging' },
            { name: 'Training and Placement Officer' },
            { name: 'Registrar’s office', note: 'Administration and accounts' },
          ],
        },
      ],
    },
  ],
};

function Unit({ unit }: { unit: OrgUnit }) {
  return (
    <li>
      <span className="org-chart__unit">
        <strong>{unit.name}</strong>
        {unit.note && <span>{unit.note}</span>}
      </span>
      {unit.children && (
        <ul>
          {unit.children.map((child) => (
            <Unit key={child.name} unit={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function GovernanceChart() {
  return (
    <div className="org-chart">
      <ul>
        <Unit unit={ORGANISATION} />
      </ul>
      <p className="note">Academic matters are also governed by the affiliating university, Assam Science and Technology University (sample chart).</p>
    </div>
  );
}
