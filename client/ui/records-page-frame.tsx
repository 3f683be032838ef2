import type { ReactNode } from 'react';
import { StaleDataNotice } from './connection-state';
import { TopBar } from './top-bar';
import './records.css';

/**
 * A records page: the top bar, the stale-data notice, the heading with its buttons, the
 * toolbar, each error banner that is set, then the page's content.
 */
export function RecordsPageFrame({
  className,
  heading,
  headingActions,
  printHeading = false,
  toolbar,
  errors,
  children,
}: {
  className: string;
  heading: string;
  headingActions?: ReactNode;
  /** Whether the heading shows on paper (only the lists' own print titles do, usually). */
  printHeading?: boolean;
  toolbar: ReactNode;
  errors: readonly (string | null)[];
  children: ReactNode;
}) {
  return (
    <>
      <TopBar />
      <main className={`page ${className}`}>
        <StaleDataNotice />
        <div className={printHeading ? 'page-heading' : 'page-heading no-print'}>
          <h1>{heading}</h1>
          {headingActions}
        </div>
        {toolbar}
        {errors.map(
          (error, index) =>
            error && (
              <p key={index} className="banner error" role="alert">
                {error}
              </p>
            ),
        )}
        {children}
      </main>
    </>
  );
}
