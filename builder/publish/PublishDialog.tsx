import { Button } from '@ui/Button';
import { Dialog, DialogContent } from '@ui/Dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/Tabs';
import { useAtomValue } from 'jotai';
import { Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { LoadFailed, Loading } from '../components/LoadStates';
import { builderApiAtom } from '../state/builderApi';
import { LinksTab } from './LinksTab';
import { PublishTab } from './PublishTab';
import { publishMessages as text } from './publishMessages';
import { withVersion } from './publishModel';
import { SubmissionsTab } from './SubmissionsTab';
import { useLoad } from './useLoad';

// "Publicar y compartir": publishes the interview as an immutable version, creates and revokes
// the share links clients answer through (with the embed code for a firm's site), and lists the
// answers received. Everything here goes through the publishing calls of schemas/api/guests.ts.
export function PublishDialog({ documentId }: { documentId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Send /> {text.open}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={text.title}
          description={text.description}
          className="max-h-[90dvh] max-w-3xl overflow-y-auto"
        >
          {open && <PublishTabs documentId={documentId} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function PublishTabs({ documentId }: { documentId: string }) {
  const api = useAtomValue(builderApiAtom);
  const load = useMemo(
    () =>
      api &&
      (() =>
        api
          .call('GET documents/getPublishedVersions/:documentId', { params: { documentId } })
          .then((answer) => answer.versions)),
    [api, documentId],
  );
  const { value: versions, setValue: setVersions, failed, reload: reloadVersions } = useLoad(load);
  if (!api) return null;
  if (failed)
    return <LoadFailed title={text.loadFailed} message={failed} onRetry={reloadVersions} />;
  if (!versions) return <Loading />;
  return (
    <Tabs defaultValue={versions.length > 0 ? 'links' : 'publish'}>
      <TabsList>
        <TabsTrigger value="publish">{text.tabs.publish}</TabsTrigger>
        <TabsTrigger value="links">{text.tabs.links}</TabsTrigger>
        <TabsTrigger value="submissions">{text.tabs.submissions}</TabsTrigger>
      </TabsList>
      <TabsContent value="publish">
        <PublishTab
          api={api}
          documentId={documentId}
          versions={versions}
          onPublished={(version) => setVersions((current) => withVersion(current, version))}
        />
      </TabsContent>
      <TabsContent value="links">
        <LinksTab api={api} documentId={documentId} published={versions.length > 0} />
      </TabsContent>
      <TabsContent value="submissions">
        <SubmissionsTab api={api} documentId={documentId} />
      </TabsContent>
    </Tabs>
  );
}
