import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { OpsDashboard } from '@oriel/contracts/campaign-ops';
import { EmptyState, hongKongDay } from './campaign-ops';

/**
 * The campaign dashboard's charts (Recharts): registrations per day, fill per
 * location and per slot. Recharts is imported by the studio only, so it never reaches a public
 * page. Each chart is followed by its figures as a table (screen readers, exact numbers, print).
 */
const colours = { booked: '#171513', remaining: '#c9b48a', registrations: '#7d6236' };
const axis = { fontSize: 12, fill: '#5f5850' };

function Figures({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <details className="studio-figures">
      <summary>The figures</summary>
      <table className="studio-table">
        <caption className="studio-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={String(r[0])}>
              {r.map((cell, i) => (i === 0 ? <th key={i} scope="row">{cell}</th> : <td key={i} className="studio-number">{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

export function RegistrationsPerDayChart({ perDay }: { perDay: OpsDashboard['perDay'] }) {
  const total = perDay.reduce((sum, d) => sum + d.registrations, 0);
  return (
    <figure className="studio-chart" aria-labelledby="chart-per-day">
      <figcaption id="chart-per-day">
        <h2>Registrations per day</h2>
        <p className="studio-muted">{total === 0 ? 'No registration yet.' : `${total} registration${total === 1 ? '' : 's'} over ${perDay.length} day${perDay.length === 1 ? '' : 's'} (Hong Kong time).`}</p>
      </figcaption>
      {total === 0 ? (
        <EmptyState title="Nothing to chart yet." />
      ) : (
        <>
          <BarChart responsive style={{ width: '100%', maxWidth: 880, height: 260 }} data={perDay.map((d) => ({ ...d, day: hongKongDay(d.date) }))} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid vertical={false} stroke="#ddd5c7" />
            <XAxis dataKey="day" tick={axis} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} tick={axis} width={40} />
            <Tooltip />
            <Bar dataKey="registrations" name="Registrations" fill={colours.registrations} isAnimationActive={false} />
          </BarChart>
          <Figures caption="Registrations per day" head={['Day', 'Registrations']} rows={perDay.map((d) => [hongKongDay(d.date), d.registrations])} />
        </>
      )}
    </figure>
  );
}

function FillChart({ id, title, rows, caption }: { id: string; title: string; caption: string; rows: { label: string; booked: number; quota: number }[] }) {
  const data = rows.map((r) => ({ label: r.label, booked: r.booked, remaining: Math.max(0, r.quota - r.booked) }));
  return (
    <figure className="studio-chart" aria-labelledby={id}>
      <figcaption id={id}>
        <h2>{title}</h2>
        <p className="studio-muted">{caption}</p>
      </figcaption>
      {rows.length === 0 ? (
        <EmptyState title="No slot in this campaign." />
      ) : (
        <>
          <BarChart responsive layout="vertical" style={{ width: '100%', maxWidth: 880, height: Math.max(140, 28 * rows.length + 60) }} data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid horizontal={false} stroke="#ddd5c7" />
            <XAxis type="number" allowDecimals={false} tick={axis} />
            <YAxis type="category" dataKey="label" tick={axis} width={170} />
            <Tooltip />
            <Legend formatter={(value) => <span style={{ color: '#171513' }}>{value}</span>} />
            <Bar dataKey="booked" name="Booked" stackId="fill" fill={colours.booked} isAnimationActive={false} />
            <Bar dataKey="remaining" name="Remaining" stackId="fill" fill={colours.remaining} isAnimationActive={false} />
          </BarChart>
          <Figures caption={title} head={['', 'Booked', 'Quota', 'Remaining']} rows={rows.map((r) => [r.label, r.booked, r.quota, Math.max(0, r.quota - r.booked)])} />
        </>
      )}
    </figure>
  );
}

export function FillPerLocationChart({ perLocation }: { perLocation: OpsDashboard['perLocation'] }) {
  return <FillChart id="chart-per-location" title="Fill per location" caption="Closed slots count only what they hold." rows={perLocation.map((l) => ({ label: l.name, booked: l.booked, quota: l.quota }))} />;
}

export function FillPerSlotChart({ perSlot }: { perSlot: OpsDashboard['perSlot'] }) {
  return (
    <FillChart
      id="chart-per-slot"
      title="Fill per slot"
      caption="Each slot, Hong Kong time."
      rows={perSlot.map((s) => ({ label: `${s.location.replace(/ (boutique|pop-up store)$/i, '')} ${s.label.slice(5)}${s.closed ? ' (closed)' : ''}`, booked: s.booked, quota: s.closed ? s.booked : s.quota }))}
    />
  );
}
