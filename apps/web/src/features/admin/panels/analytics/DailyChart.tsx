import { useEffect, useId, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

// Only what a daily bar chart needs (Chart.js is tree-shaken; this module is in the Analytics chunk).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface ChartPoint {
  day: string;
  count: number;
}

const cssVar = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * One metric's daily figures as a bar chart (Chart.js on a canvas), with its title and a data
 * table for screen readers; `format` shows a figure (money for revenue).
 */
export function DailyChart({
  title,
  points,
  format,
  emptyMax = 1,
}: {
  title: string;
  points: ChartPoint[];
  format: (figure: number) => string;
  /** The scale's top while every figure is zero (10 000 cents, $100, for money). */
  emptyMax?: number;
}) {
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const formatRef = useRef(format);
  formatRef.current = format;

  useEffect(() => {
    if (!canvas.current) return;
    const muted = cssVar('--color-text-muted', '#6b7280');
    const grid = cssVar('--color-border', '#e5e7eb');
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: points.map((point) => point.day.slice(5)),
        datasets: [
          {
            label: title,
            data: points.map((point) => point.count),
            backgroundColor: cssVar('--color-primary', '#2563eb'),
            borderRadius: 2,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          tooltip: {
            callbacks: {
              title: (items) => points[items[0]?.dataIndex ?? 0]?.day ?? '',
              label: (item) => formatRef.current(item.parsed.y ?? 0),
            },
          },
        },
        scales: {
          x: {
            ticks: { color: muted, maxTicksLimit: 7, maxRotation: 0 },
            grid: { display: false },
          },
          y: {
            beginAtZero: true,
            suggestedMax: points.every((point) => point.count === 0) ? emptyMax : undefined,
            ticks: {
              color: muted,
              maxTicksLimit: 4,
              precision: 0,
              callback: (value) => formatRef.current(Number(value)),
            },
            grid: { color: grid },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [title, points, emptyMax]);

  return (
    <figure className="stack stack--sm" style={{ margin: 0 }}>
      <figcaption className="text-sm" id={`${id}-title`}>
        {title}
      </figcaption>
      <div className="admin-chart">
        <canvas ref={canvas} role="img" aria-labelledby={`${id}-title`} />
      </div>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <tbody>
          {points.map((point) => (
            <tr key={point.day}>
              <th scope="row">{point.day}</th>
              <td>{format(point.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
