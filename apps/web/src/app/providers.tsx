import { use, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import { antdCache } from './antd-cache';
import { THEME } from './theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { antdLocale, i18nReady } from '../lib/i18n';
import { AppFrame } from './app-frame';
import { FirstScreenGate } from './after-first-screen';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

export function Providers({ children }: { children: ReactNode }) {
  // The first render waits for the current language's texts (one small chunk).
  use(i18nReady);
  // Re-renders on a language switch; the new language's antd locale is loaded before the switch.
  useTranslation();
  return (
    <StyleProvider cache={antdCache}>
      <ConfigProvider locale={antdLocale()} theme={THEME}>
        <AppFrame>
          <QueryClientProvider client={queryClient}>
            <FirstScreenGate>{children}</FirstScreenGate>
          </QueryClientProvider>
        </AppFrame>
      </ConfigProvider>
    </StyleProvider>
  );
}
