import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Dropdown, Tooltip } from 'antd';
import { AfterFirstScreen, FirstScreenGate, useEarlyMenu } from './after-first-screen';

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

describe('a menu whose trigger mounts after the first screen', () => {
  it('opens once mounted when its control was pressed before', async () => {
    function Menu() {
      const { menu, early } = useEarlyMenu();
      return (
        <AfterFirstScreen
          wrap={(c) => (
            <Dropdown {...menu} trigger={['click']} menu={{ items: [{ key: 'a', label: 'entry a' }] }}>
              {c}
            </Dropdown>
          )}
        >
          <button onClick={early}>open</button>
        </AfterFirstScreen>
      );
    }
    vi.useFakeTimers();
    try {
      render(
        <FirstScreenGate>
          <Menu />
        </FirstScreenGate>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'open' }));
      expect(screen.queryByText('entry a')).toBeNull();
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(screen.getByText('entry a')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
