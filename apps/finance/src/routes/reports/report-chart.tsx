import type { Report } from '@sp/contracts/api';
import { directionOf, useTranslation } from '@sp/i18n';
import { Box } from '@sp/ui';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { GRID_STROKE, SERIES_COLORS, TEXT_FILL, chartLayout, chartRows } from './chart-layout';
import { useCellFormat } from './use-cell-format';

/** The report's chart (line, bar or donut), mirrored in Arabic; its table is drawn beside it from the same rows. */
export function ReportChart({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('finance');
  const rtl = directionOf(i18n.language) === 'rtl';
  const layout = chartLayout(rtl);
  const format = useCellFormat(report);
  const axis = report.columns[0]?.key ?? '';
  const rows = chartRows(report);
  const name = (key: string) => t(`column.${key}`, { defaultValue: key });
  const tick = { fill: TEXT_FILL, fontSize: 12 };
  const tooltip = (
    <Tooltip
      formatter={(value, key) => [format(String(key), value as number), name(String(key))]}
      labelFormatter={(label) => format(axis, label as string)}
    />
  );
  const legend = (
    <Legend
      align={layout.legend.align}
      formatter={(key) => <span style={{ color: TEXT_FILL }}>{name(String(key))}</span>}
    />
  );
  const axes = (
    <>
      <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" />
      <XAxis
        dataKey={axis}
        reversed={layout.xAxis.reversed}
        tick={tick}
        tickFormatter={(v) => format(axis, v)}
        stroke={TEXT_FILL}
      />
      <YAxis orientation={layout.yAxis.orientation} tick={tick} stroke={TEXT_FILL} width={72} />
    </>
  );

  let chart;
  if (report.chart === 'donut') {
    const key = report.series[0] ?? '';
    chart = (
      <PieChart>
        <Pie
          data={rows}
          dataKey={key}
          nameKey={axis}
          innerRadius="55%"
          outerRadius="85%"
          paddingAngle={1}
        >
          {rows.map((_, i) => (
            <Cell key={i} fill={SERIES_COLORS[i % SERIES_COLORS.length]} />
          ))}
        </Pie>
        <Tooltip formatter={(value) => format(key, value as number)} />
        <Legend
          align={layout.legend.align}
          formatter={(label) => <span style={{ color: TEXT_FILL }}>{String(label)}</span>}
        />
      </PieChart>
    );
  } else if (report.chart === 'bar') {
    chart = (
      <BarChart data={rows}>
        {axes}
        {tooltip}
        {legend}
        {report.series.map((s, i) => (
          <Bar key={s} dataKey={s} fill={SERIES_COLORS[i % SERIES_COLORS.length]} />
        ))}
      </BarChart>
    );
  } else {
    chart = (
      <LineChart data={rows}>
        {axes}
        {tooltip}
        {legend}
        {report.series.map((s, i) => (
          <Line
            key={s}
            dataKey={s}
            type="monotone"
            stroke={SERIES_COLORS[i % SERIES_COLORS.length]}
            strokeWidth={2}
            dot={false}
          />
        ))}
      </LineChart>
    );
  }
  return (
    <Box
      data-testid="report-chart"
      data-mirrored={String(layout.mirrored)}
      data-chart={report.chart}
      role="img"
      aria-label={t('reports.chartOf', { report: t(`reports.kind.${report.kind}`) })}
      height="80"
      width="full"
      // SVG text anchors follow the document's direction: the axes are placed by `layout`, not by it.
      css={{ '& .recharts-surface': { direction: 'ltr' } }}
    >
      <ResponsiveContainer width="100%" height="100%">
        {chart}
      </ResponsiveContainer>
    </Box>
  );
}
