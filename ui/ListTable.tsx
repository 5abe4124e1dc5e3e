import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

// A table of records (users, jobs, receipts…) that reads as a table on a wide screen and as a
// list of cards on a phone (below Tailwind's `md`, 768 px): each row a bordered block, each cell
// under its column's name, so nothing sits off screen behind a sideways scroll (a row's action
// button included). Between 768 px and a wide table's `md:min-w-*`, the table scrolls sideways
// within its own frame, never the page. The header row stays for screen readers. Changing a
// table's `display` makes some browsers drop its implicit roles, so they are given explicitly.

export function ListTable({
  columns,
  children,
  className,
}: {
  /** The columns' names, in order ('' for a column of buttons). */
  columns: readonly string[];
  /** ListRow elements. */
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className="overflow-x-auto">
      {/* biome-ignore lint/a11y/noRedundantRoles: display:block on phones drops the implicit roles. */}
      <table role="table" className={cn('w-full text-left text-sm max-md:block', className)}>
        <thead className="text-muted-foreground max-md:sr-only">
          {/* biome-ignore lint/a11y/noRedundantRoles: see the table's role. */}
          <tr role="row">
            {columns.map((column, index) => (
              <th
                key={column || index}
                // biome-ignore lint/a11y/noRedundantRoles: see the table's role.
                role="columnheader"
                scope="col"
                className="py-2 pe-4 font-medium"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {/* biome-ignore lint/a11y/noRedundantRoles: see the table's role. */}
        <tbody role="rowgroup" className="max-md:grid max-md:gap-3">
          {children}
        </tbody>
      </table>
    </div>
  );
}

export function ListRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      // biome-ignore lint/a11y/noRedundantRoles: see ListTable.
      role="row"
      className={cn(
        'border-t align-top max-md:grid max-md:gap-2 max-md:rounded-lg max-md:border max-md:p-3',
        className,
      )}
      {...props}
    />
  );
}

/** A cell; on a phone its column's name (`label`) is written above it ('' writes none). */
export function ListCell({ label, className, ...props }: ComponentProps<'td'> & { label: string }) {
  return (
    <td
      // biome-ignore lint/a11y/noRedundantRoles: see ListTable.
      role="cell"
      data-label={label}
      className={cn(
        'py-2 pe-4 last:pe-0 max-md:block max-md:p-0',
        label &&
          'max-md:before:block max-md:before:text-xs max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]',
        className,
      )}
      {...props}
    />
  );
}
