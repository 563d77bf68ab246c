import { barChart } from '~/modules/commission/index.ts'

export interface ChartSeries {
  name: string
  label: string
  /** A Tailwind fill class. */
  fill: string
}

/**
 * A stacked bar chart drawn on the server as SVG (works without JavaScript). It is one image to
 * assistive technology, named by its title and described by the data table that follows it.
 */
export function StackedBarChart({
  id,
  title,
  description,
  columns,
  series,
  format,
}: {
  id: string
  title: string
  description: string
  columns: { label: string; values: Record<string, number> }[]
  series: ChartSeries[]
  format: (value: number) => string
}) {
  const chart = barChart(
    columns,
    series.map((s) => s.name),
  )
  const labelEvery = Math.ceil(columns.length / 6)
  return (
    <figure className="w-full">
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full"
        data-testid={id}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {chart.ticks.map((t) => (
          <g key={t.y}>
            <line x1={36} x2={chart.width - 4} y1={t.y} y2={t.y} className="stroke-slate-200" strokeWidth={1} />
            <text x={32} y={t.y + 4} textAnchor="end" className="fill-slate-600 text-[10px]">
              {format(t.value)}
            </text>
          </g>
        ))}
        {chart.bars.map((bar, i) => (
          <g key={bar.label}>
            {bar.segments.map((s, j) =>
              s.height > 0 ? (
                <rect key={s.series} x={bar.x} y={s.y} width={bar.width} height={s.height} className={series[j]!.fill} rx={2} />
              ) : null,
            )}
            {(columns.length - 1 - i) % labelEvery === 0 ? (
              <text
                x={bar.x + bar.width / 2}
                y={chart.plotBottom + 15}
                textAnchor="middle"
                className="fill-slate-600 text-[10px]"
              >
                {bar.label}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      {series.length > 1 ? (
        <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-slate-700" aria-hidden="true">
          {series.map((s) => (
            <span key={s.name} className="inline-flex items-center gap-1.5">
              <svg width="12" height="12" aria-hidden="true">
                <rect width="12" height="12" rx="2" className={s.fill} />
              </svg>
              {s.label}
            </span>
          ))}
        </figcaption>
      ) : null}
    </figure>
  )
}
