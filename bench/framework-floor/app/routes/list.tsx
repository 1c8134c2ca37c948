import { useLoaderData } from '@remix-run/react';

/**
 * About the master's list's size: 50 rows from a loader (no database, no session: the rows are
 * made up in the loader), each with the fields and lines a list row of Washdesk shows, and a
 * table of them. What Remix adds to such a page (the loader's call, the encoding of its data into
 * the document) and the way out of the bigger answer are the framework's own share of a list.
 */
const MODELS = ['Toyota Camry', 'Kia Rio', 'Hyundai Solaris', 'Lada Vesta', 'Volkswagen Polo'];
const SERVICES = ['Мойка кузова', 'Пылесос салона', 'Чернение шин', 'Мойка ковриков', 'Сушка кузова'];

function row(i: number) {
  return {
    id: 100_000 + i,
    plate: `А${String(100 + i).slice(-3)}ВС77`,
    model: MODELS[i % MODELS.length]!,
    clientName: `Клиент ${i}`,
    phone: `+7 900 ${String(1_000_000 + i * 7919).slice(-7)}`,
    status: i % 3 === 0 ? 'in_progress' : 'pending',
    payStatus: i % 4 === 0 ? 'paid' : 'not_paid',
    createdAt: new Date(Date.UTC(2026, 11, 6, 8, i % 60)).toISOString(),
    readyAt: new Date(Date.UTC(2026, 11, 6, 10, i % 60)).toISOString(),
    box: (i % 4) + 1,
    total: 150_000 + i * 1_000,
    toPay: i % 4 === 0 ? 0 : 150_000 + i * 1_000,
    workers: [`Мастер ${i % 5}`],
    lines: [0, 1, 2].map((k) => ({
      id: i * 10 + k,
      name: SERVICES[(i + k) % SERVICES.length]!,
      quantity: 1,
      price: 50_000 + k * 10_000,
      done: k === 0,
    })),
  };
}

export function loader() {
  return { rows: Array.from({ length: 50 }, (_, i) => row(i)) };
}

const rub = (kopecks: number) => `${(kopecks / 100).toFixed(0)} ₽`;

export default function List() {
  const { rows } = useLoaderData<typeof loader>();
  return (
    <main className="container">
      <h1 className="h4">Все заказы</h1>
      <table className="table table-hover align-middle">
        <thead>
          <tr>
            <th scope="col">Номер</th>
            <th scope="col">Автомобиль</th>
            <th scope="col">Клиент</th>
            <th scope="col">Услуги</th>
            <th scope="col">Статус</th>
            <th scope="col">Сумма</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className={r.status === 'in_progress' ? 'table-warning' : undefined}>
              <td>
                <a href={`/task/${r.id}`} className="fw-semibold text-decoration-none">
                  {r.plate}
                </a>
                <div className="small text-body-secondary">№ {r.id}</div>
              </td>
              <td>
                {r.model}
                <div className="small text-body-secondary">Бокс {r.box}</div>
              </td>
              <td>
                {r.clientName}
                <div className="small text-body-secondary">{r.phone}</div>
              </td>
              <td>
                <ul className="list-unstyled mb-0 small">
                  {r.lines.map((l) => (
                    <li key={l.id} className={l.done ? 'text-success' : undefined}>
                      {l.name} × {l.quantity} · {rub(l.price)}
                    </li>
                  ))}
                </ul>
              </td>
              <td>
                <span className={`badge ${r.status === 'in_progress' ? 'text-bg-warning' : 'text-bg-secondary'}`}>{r.status}</span>
                <div className="small text-body-secondary">
                  {r.createdAt.slice(11, 16)} → {r.readyAt.slice(11, 16)} · {r.workers.join(', ')}
                </div>
              </td>
              <td className="text-end">
                {rub(r.total)}
                <div className="small text-body-secondary">{r.payStatus === 'paid' ? 'Оплачен' : `К оплате ${rub(r.toPay)}`}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
