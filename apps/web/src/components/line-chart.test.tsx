import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LineChart, yTicks } from './line-chart';

/** Three days of two figures: the chart draws at its fallback 600 px width (jsdom lays nothing out). */
const LABELS = ['11-01', '11-02', '11-03'];
const SERIES = [
  { name: '点击', data: [3, 17, 8] },
  { name: '下载', data: [1, 2, 40] },
];

const chart = (showSymbol = false) =>
  render(<LineChart labels={LABELS} series={SERIES} height={280} testId="c" showSymbol={showSymbol} />);
const lines = () => [...document.querySelectorAll('[data-series]')].map((g) => g.getAttribute('data-series'));
const yLabels = () =>
  [...document.querySelectorAll('text[text-anchor="end"]')].map((t) =>
    Number(t.textContent!.replace(/,/g, '')),
  );
/** The path's points as [x, y] pairs. */
const points = (name: string) =>
  [
    ...document
      .querySelector(`[data-series="${name}"] path`)!
      .getAttribute('d')!
      .matchAll(/[ML]([\d.]+) ([\d.]+)/g),
  ].map((m) => [Number(m[1]), Number(m[2])]);

describe('LineChart: lines over days in SVG', () => {
  it('has y ticks of whole steps of 1, 2 or 5 × 10ⁿ from 0 to at least the largest value', () => {
    expect(yTicks(0)).toEqual([0, 1]);
    expect(yTicks(3)).toEqual([0, 1, 2, 3]);
    expect(yTicks(17)).toEqual([0, 5, 10, 15, 20]);
    expect(yTicks(40)).toEqual([0, 10, 20, 30, 40]);
    expect(yTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('draws a line per figure, hidden from screen readers, the largest value at the top tick', () => {
    chart();
    const box = screen.getByTestId('c');
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.style.height).toBe('280px');
    expect(lines()).toEqual(['点击', '下载']);
    expect(yLabels()).toEqual([0, 10, 20, 30, 40]);
    // 下载's 40 sits on the top tick, its first point lower than 点击's (1 < 3), the days evenly apart.
    const [d0, , d2] = points('下载');
    const [c0, c1] = points('点击');
    expect(d2![1]).toBe(12);
    expect(d0![1]).toBeGreaterThan(c0![1]!);
    expect(c1![0]! - c0![0]!).toBeCloseTo(d2![0]! - c1![0]!);
    expect(document.querySelectorAll('circle')).toHaveLength(0);
  });

  it('draws dots on the points when asked', () => {
    chart(true);
    expect(document.querySelectorAll('circle')).toHaveLength(6);
  });

  it('hides and shows a line from its legend entry, the axis following what is shown', () => {
    chart();
    fireEvent.click(document.querySelector('[data-legend="下载"]')!);
    expect(lines()).toEqual(['点击']);
    expect(yLabels()).toEqual([0, 5, 10, 15, 20]);
    fireEvent.click(document.querySelector('[data-legend="下载"]')!);
    expect(lines()).toEqual(['点击', '下载']);
  });

  it("shows the hovered day's figures, and nothing once the pointer leaves", () => {
    chart();
    const svg = document.querySelector('svg')!;
    const [, middle] = points('点击');
    act(() => void fireEvent.pointerMove(svg, { clientX: middle![0]! + 3 }));
    const tip = document.querySelector('[data-chart-tooltip]')!;
    expect(tip.textContent).toBe('11-02点击17下载2');
    // The hovered day's dots.
    expect(document.querySelectorAll('circle')).toHaveLength(2);
    act(() => void fireEvent.pointerLeave(svg));
    expect(document.querySelector('[data-chart-tooltip]')).toBeNull();
  });
});
