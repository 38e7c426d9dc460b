import type { Report } from '@sp/contracts/api';
import { expect, it } from 'vitest';
import { chartLayout, chartRows } from './chart-layout';

it('mirrors the chart right to left', () => {
  expect(chartLayout(true)).toEqual({
    mirrored: true,
    xAxis: { reversed: true },
    yAxis: { orientation: 'right' },
    legend: { align: 'right' },
  });
  expect(chartLayout(false)).toEqual({
    mirrored: false,
    xAxis: { reversed: false },
    yAxis: { orientation: 'left' },
    legend: { align: 'left' },
  });
});

it('draws money sent as strings as numbers, and leaves the axis text alone', () => {
  const report: Report = {
    kind: 'sales',
    chart: 'line',
    columns: [
      { key: 'day', type: 'text' },
      { key: 'orders', type: 'number' },
      { key: 'revenue', type: 'money' },
    ],
    series: ['revenue'],
    rows: [{ day: '2025-01-05', orders: 3, revenue: '120.50' }],
    currency: 'MAD',
    currencies: ['MAD'],
  };
  expect(chartRows(report)).toEqual([{ day: '2025-01-05', orders: 3, revenue: 120.5 }]);
});
