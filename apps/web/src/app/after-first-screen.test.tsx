import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { Tooltip } from 'antd';
import { AfterFirstScreen, FirstScreenGate } from './after-first-screen';

describe('the first screen gate', () => {
  it('AfterFirstScreen shows the control alone in the first commit and wrapped after it', async () => {
    const seen: string[] = [];
    function Probe() {
      return (
        <AfterFirstScreen
          wrap={(c) => (
            <Tooltip title="tip">
              <span data-wrapped>{c}</span>
            </Tooltip>
          )}
        >
          <button ref={(b) => void (b && seen.push(b.parentElement?.dataset.wrapped ? 'wrapped' : 'alone'))}>
            go
          </button>
        </AfterFirstScreen>
      );
    }
    vi.useFakeTimers();
    try {
      render(
        <FirstScreenGate>
          <Probe />
        </FirstScreenGate>,
      );
      expect(seen).toEqual(['alone']);
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(seen).toEqual(['alone', 'wrapped']);
    } finally {
      vi.useRealTimers();
    }
    // Outside the gate (pages rendered later, tests) there is nothing to wait for.
    seen.length = 0;
    render(<Probe />);
    expect(seen).toEqual(['wrapped']);
  });
});
