import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { PAGE_NAMESPACES, type PageMessages } from './client-namespaces';

type Messages = Awaited<ReturnType<typeof getMessages>>;

/** The named namespaces of the messages, for a client provider (i18n/client-namespaces.ts). */
export function pickMessages(messages: Messages, namespaces: readonly string[]): Messages {
  return Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, messages[name]]));
}

/** A provider for a page's content with only the namespaces its client components use. */
export async function ClientMessages({ page, children }: { page: PageMessages; children: ReactNode }) {
  const messages = pickMessages(await getMessages(), PAGE_NAMESPACES[page]);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}

/** A site page whose content gets its own messages, whichever way it renders (notFound() passes through). */
export function withClientMessages<P extends object>(page: PageMessages, Page: (props: P) => ReactNode | Promise<ReactNode>) {
  return function PageWithMessages(props: P) {
    return (
      <ClientMessages page={page}>
        <Page {...props} />
      </ClientMessages>
    );
  };
}
