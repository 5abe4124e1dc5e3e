import { formatDateAs } from '@engine/index';
import type { FailedJob } from '@schemas/api/admin';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@ui/Card';
import { ListCell, ListRow, ListTable } from '@ui/ListTable';
import { Spinner } from '@ui/Spinner';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { apiAtom } from '../../api/apiAtom';
import { errorMessage } from '../../api/apiErrors';
import { messages } from '../../messages';
import { adminMessages } from './adminMessages';

// Background jobs that failed for good (admin/jobs/failed), newest first, each with a button
// that runs it again (admin/jobs/retry); a retried job leaves the list.
export function FailedJobsTab() {
  const api = useAtomValue(apiAtom);
  const texts = adminMessages.jobs;
  const [jobs, setJobs] = useState<FailedJob[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!api) return;
    api
      .call('GET admin/jobs/failed')
      .then((answer) => setJobs(answer.jobs))
      .catch((failure: unknown) => setError(errorMessage(failure)))
      .finally(() => setLoading(false));
  }, [api]);

  const retry = (job: FailedJob) => {
    if (!api) return;
    setError(null);
    api
      .call('POST admin/jobs/retry', { queue: job.queue, id: job.id })
      .then(() => {
        setJobs((previous) => previous.filter((candidate) => candidate.id !== job.id));
        setNotice(texts.retried);
      })
      .catch((failure: unknown) => setError(errorMessage(failure)));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{adminMessages.tabs.trabajos}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">{texts.intro}</p>
        {error && <Alert tone="error">{error}</Alert>}
        {notice && <Alert tone="success">{notice}</Alert>}
        {loading && <Spinner label={messages.common.loading} />}
        {!loading && jobs.length === 0 && !error && (
          <p className="text-sm text-muted-foreground">{texts.none}</p>
        )}
        {jobs.length > 0 && (
          <ListTable columns={Object.values(texts.columns)} className="md:min-w-[48rem]">
            {jobs.map((job) => (
              <ListRow key={job.id}>
                <ListCell label={texts.columns.when} className="whitespace-nowrap">
                  {formatDateAs('shortDateTime', job.failedAt)}
                </ListCell>
                <ListCell label={texts.columns.kind}>
                  {texts.queues[job.queue] ?? job.queue}
                </ListCell>
                <ListCell label={texts.columns.attempts}>{job.attempts}</ListCell>
                <ListCell label={texts.columns.error} className="text-xs break-words md:w-1/2">
                  {job.error}
                </ListCell>
                <ListCell label={texts.columns.action}>
                  <Button variant="outline" size="sm" onClick={() => retry(job)}>
                    {texts.retry}
                  </Button>
                </ListCell>
              </ListRow>
            ))}
          </ListTable>
        )}
      </CardContent>
    </Card>
  );
}
