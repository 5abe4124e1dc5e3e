import { Button } from '@ui/Button';
import { Popover, PopoverContent, PopoverTrigger } from '@ui/Popover';
import { Switch } from '@ui/Switch';
import { useAtomValue, useSetAtom } from 'jotai';
import { Settings as SettingsIcon } from 'lucide-react';
import { useState } from 'react';
import { messages } from '../messages';
import { notifyAtom } from '../notifications/notificationsAtoms';
import { type Settings, saveSettingsAtom, settingsAtom, themes } from '../settings/settingsAtoms';

// Direction, responsive font sizes and theme; changes apply only when saved.
export function SettingsPopover() {
  const settings = useAtomValue(settingsAtom);
  const save = useSetAtom(saveSettingsAtom);
  const notify = useSetAtom(notifyAtom);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Settings>(settings);

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(settings);
        setOpen(next);
      }}
    >
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={messages.shell.settings}>
          <SettingsIcon />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label={messages.settings.title}>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            save(draft);
            notify({ tone: 'success', text: messages.settings.saved });
            setOpen(false);
          }}
        >
          <h2 className="font-semibold">{messages.settings.title}</h2>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{messages.settings.direction}</legend>
            {(['ltr', 'rtl'] as const).map((direction) => (
              <label key={direction} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="direction"
                  checked={draft.direction === direction}
                  onChange={() => setDraft({ ...draft, direction })}
                />
                {messages.settings[direction]}
              </label>
            ))}
          </fieldset>
          <div className="flex items-center justify-between gap-4 text-sm font-medium">
            <label htmlFor="settings-responsive-fonts">{messages.settings.responsiveFonts}</label>
            <Switch
              id="settings-responsive-fonts"
              checked={draft.responsiveFontSizes}
              onCheckedChange={(checked) => setDraft({ ...draft, responsiveFontSizes: checked })}
            />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{messages.settings.theme}</legend>
            {themes.map((theme) => (
              <label key={theme} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="theme"
                  checked={draft.theme === theme}
                  onChange={() => setDraft({ ...draft, theme })}
                />
                {messages.settings.themes[theme]}
              </label>
            ))}
          </fieldset>
          <Button type="submit">{messages.settings.save}</Button>
        </form>
      </PopoverContent>
    </Popover>
  );
}
