import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState } from 'react';

interface RichTextEditorProps {
  label: string;
  value: string;
  onChange(html: string): void;
  error?: string | undefined;
  required?: boolean;
}

const toolClass = (active: boolean) =>
  `rounded px-2 py-1 text-sm font-medium ${active ? 'bg-brand-100 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`;

function Toolbar({ editor }: { editor: Editor }) {
  const tools: { label: string; title: string; active: boolean; run(): void }[] = [
    {
      label: 'B',
      title: 'Paks kiri',
      active: editor.isActive('bold'),
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      label: 'I',
      title: 'Kaldkiri',
      active: editor.isActive('italic'),
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      label: 'H2',
      title: 'Pealkiri',
      active: editor.isActive('heading', { level: 2 }),
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      label: 'H3',
      title: 'Alapealkiri',
      active: editor.isActive('heading', { level: 3 }),
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      label: '• Loend',
      title: 'Täpploend',
      active: editor.isActive('bulletList'),
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      label: '1. Loend',
      title: 'Nummerdatud loend',
      active: editor.isActive('orderedList'),
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      label: 'Link',
      title: 'Lisa või eemalda link',
      active: editor.isActive('link'),
      run: () => {
        if (editor.isActive('link')) {
          editor.chain().focus().unsetLink().run();
          return;
        }
        const href = window.prompt('Lingi aadress (nt /kontakt või https://…)');
        if (href) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
      },
    },
  ];
  return (
    <div role="toolbar" aria-label="Vormindus" className="flex flex-wrap gap-1 border-b border-slate-200 p-1">
      {tools.map((tool) => (
        <button
          key={tool.label}
          type="button"
          title={tool.title}
          aria-pressed={tool.active}
          className={toolClass(tool.active)}
          onClick={tool.run}
        >
          {tool.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The back-office's HTML editor (TipTap, decision 049). Loaded lazily by the edit screens only,
 * so neither the shop nor the back-office's other screens carry it. "HTML" shows the source for
 * what the editor has no button for; the server sanitises whatever is saved.
 */
export function RichTextEditor({ label, value, onChange, error, required }: RichTextEditorProps) {
  const id = useId();
  const [source, setSource] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: value,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    editorProps: {
      attributes: {
        'aria-labelledby': `${id}-label`,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        class: 'prose max-w-none min-h-48 px-3 py-2 focus:outline-none',
        'data-testid': 'rich-text-editor',
      },
    },
  });

  const showSource = (next: boolean) => {
    if (!next && editor) editor.commands.setContent(value, { emitUpdate: false });
    setSource(next);
  };

  return (
    <div>
      <div className="mb-1 flex items-center justify-between text-sm font-medium">
        <span id={`${id}-label`} className="text-slate-700">
          {label}
          {required && (
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          )}
        </span>
        <label className="flex items-center gap-1 text-slate-600">
          <input type="checkbox" checked={source} onChange={(event) => showSource(event.target.checked)} />
          HTML
        </label>
      </div>
      <div className={`rounded-md border bg-white ${error ? 'border-red-500' : 'border-slate-500'}`}>
        {source ? (
          <textarea
            aria-labelledby={`${id}-label`}
            className="block min-h-48 w-full px-3 py-2 font-mono text-sm"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <>
            {editor && <Toolbar editor={editor} />}
            <EditorContent editor={editor} />
          </>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export default RichTextEditor;
