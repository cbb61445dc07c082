import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface KpiChartPoint {
  date: string;
  value: number;
}

/**
 * The bar chart of the KPI panel, alone in its module: recharts (and its d3, redux and immer)
 * is the largest library of the area, so WorkerKpisPanel loads it lazily, only once the KPIs
 * tab is opened.
 */
export function WorkerKpisChart({
  data,
  name,
  allowDecimals,
  formatValue,
}: {
  data: KpiChartPoint[];
  /** The figure's label, shown in the tooltip. */
  name: string;
  allowDecimals: boolean;
  formatValue: (value: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" fontSize={12} />
        <YAxis fontSize={12} allowDecimals={allowDecimals} />
        <Tooltip formatter={(value) => formatValue(Number(value))} />
        <Bar dataKey="value" name={name} fill="var(--mantine-color-indigo-6, #4c6ef5)" />
      </BarChart>
    </ResponsiveContainer>
  );
}
