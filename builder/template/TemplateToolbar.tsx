import { type Editor, useEditorState } from '@tiptap/react';
import { cn } from '@ui/cn';
import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  AtSign,
  Bold,
  BookmarkPlus,
  BookOpen,
  Columns3,
  FileDown,
  GitBranch,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Redo2,
  Repeat,
  Rows3,
  Scissors,
  Table,
  Trash2,
  Underline,
  Undo2,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { templateEditorMessages } from './templateEditorMessages';

const text = templateEditorMessages.toolbar;
const clauseText = templateEditorMessages.clauses;

export interface ToolbarActions {
  onVariable: () => void;
  onLink: () => void;
  onConditional: () => void;
  onRepeat: () => void;
  onRepeatRow: () => void;
  onAgreement: () => void;
  onSaveClause: () => void;
  onInsertClause: () => void;
  onImport: () => void;
}

// Formatting and block commands of the template editor, one button each, with their state
// (pressed) read from the editor.
export function TemplateToolbar({ editor, actions }: { editor: Editor; actions: ToolbarActions }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      link: current.isActive('link'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      heading: ([1, 2, 3] as const).find((level) => current.isActive('heading', { level })) ?? 0,
      align: (['center', 'right', 'justify'] as const).find((align) =>
        current.isActive({ textAlign: align }),
      ),
      inTable: current.isActive('table'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div
      role="toolbar"
      aria-label={text.label}
      className="flex flex-wrap items-center gap-1 border-b bg-background p-1"
    >
      <ToolButton
        icon={Undo2}
        label={text.undo}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        icon={Redo2}
        label={text.redo}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
      <Divider />
      <select
        aria-label={text.paragraph}
        className="h-8 rounded-md border border-input bg-background px-2 text-sm"
        value={String(state.heading)}
        onChange={(event) => {
          const level = Number(event.target.value) as 0 | 1 | 2 | 3;
          if (level === 0) chain().setParagraph().run();
          else chain().setHeading({ level }).run();
        }}
      >
        <option value="0">{text.paragraph}</option>
        {[1, 2, 3].map((level) => (
          <option key={level} value={level}>
            {text.heading(level)}
          </option>
        ))}
      </select>
      <ToolButton
        icon={Bold}
        label={text.bold}
        pressed={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        icon={Italic}
        label={text.italic}
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        icon={Underline}
        label={text.underline}
        pressed={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolButton icon={Link2} label={text.link} pressed={state.link} onClick={actions.onLink} />
      <Divider />
      <ToolButton
        icon={AlignLeft}
        label={text.alignLeft}
        pressed={!state.align}
        onClick={() => chain().unsetTextAlign().run()}
      />
      <ToolButton
        icon={AlignCenter}
        label={text.alignCenter}
        pressed={state.align === 'center'}
        onClick={() => chain().setTextAlign('center').run()}
      />
      <ToolButton
        icon={AlignRight}
        label={text.alignRight}
        pressed={state.align === 'right'}
        onClick={() => chain().setTextAlign('right').run()}
      />
      <ToolButton
        icon={AlignJustify}
        label={text.justify}
        pressed={state.align === 'justify'}
        onClick={() => chain().setTextAlign('justify').run()}
      />
      <Divider />
      <ToolButton
        icon={List}
        label={text.bulletList}
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        icon={ListOrdered}
        label={text.orderedList}
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        icon={Table}
        label={text.table}
        onClick={() => chain().insertTable({ rows: 2, cols: 3, withHeaderRow: true }).run()}
      />
      {state.inTable && (
        <>
          <ToolButton
            icon={Rows3}
            label={text.addRow}
            onClick={() => chain().addRowAfter().run()}
          />
          <ToolButton
            icon={Columns3}
            label={text.addColumn}
            onClick={() => chain().addColumnAfter().run()}
          />
          <ToolButton icon={Repeat} label={text.repeatRow} onClick={actions.onRepeatRow} />
          <ToolButton
            icon={Trash2}
            label={text.deleteRow}
            onClick={() => chain().deleteRow().run()}
          />
          <ToolButton
            icon={Trash2}
            label={text.deleteColumn}
            onClick={() => chain().deleteColumn().run()}
            tone="muted"
          />
          <ToolButton
            icon={Trash2}
            label={text.deleteTable}
            onClick={() => chain().deleteTable().run()}
            tone="danger"
          />
        </>
      )}
      <ToolButton
        icon={Scissors}
        label={text.pageBreak}
        onClick={() => chain().insertContent({ type: 'pageBreak' }).run()}
      />
      <Divider />
      <TextButton icon={AtSign} label={text.variable} onClick={actions.onVariable} />
      <TextButton icon={GitBranch} label={text.conditional} onClick={actions.onConditional} />
      <TextButton icon={Repeat} label={text.repeat} onClick={actions.onRepeat} />
      <TextButton icon={Users} label={text.agreement} onClick={actions.onAgreement} />
      <TextButton
        icon={BookOpen}
        label={clauseText.insertButton}
        onClick={actions.onInsertClause}
      />
      <TextButton
        icon={BookmarkPlus}
        label={clauseText.saveButton}
        secondary
        onClick={actions.onSaveClause}
      />
      <TextButton
        icon={FileDown}
        label={text.importMarkdown}
        secondary
        onClick={actions.onImport}
      />
    </div>
  );
}

function Divider() {
  return <span className="mx-1 h-6 w-px bg-border" aria-hidden />;
}

function ToolButton({
  icon: Icon,
  label,
  pressed,
  disabled,
  tone,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  tone?: 'muted' | 'danger';
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md hover:bg-muted disabled:opacity-40',
        pressed && 'bg-muted text-primary',
        tone === 'danger' && 'text-destructive',
        tone === 'muted' && 'opacity-70',
      )}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}

function TextButton({
  icon: Icon,
  label,
  secondary,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  secondary?: boolean;
  onClick: () => void;
}): ReactNode {
  return (
    <button
      type="button"
      title={label}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm hover:bg-muted"
    >
      <Icon className="size-4" aria-hidden />
      {/* Beside a narrow editor a secondary action shows its icon alone, named for screen
          readers and by its tooltip. */}
      <span className={secondary ? 'sr-only 2xl:not-sr-only' : undefined}>{label}</span>
    </button>
  );
}
