import { formatDateAs } from '@engine/index';
import type { FailedJob } from '@schemas/api/admin';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@ui/Card';
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
          <div className="overflow-x-auto">
            <table className="w-full min-w-[48rem] text-left text-sm">
              <thead className="text-muted-foreground">
                <tr>
                  {Object.values(texts.columns).map((column) => (
                    <th key={column || 'action'} className="py-2 pe-4 font-medium">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {jobs.map((job) => (
                  <tr key={job.id} className="border-t align-top">
                    <td className="py-2 pe-4 whitespace-nowrap">
                      {formatDateAs('shortDateTime', job.failedAt)}
                    </td>
                    <td className="py-2 pe-4">{texts.queues[job.queue] ?? job.queue}</td>
                    <td className="py-2 pe-4">{job.attempts}</td>
                    <td className="w-1/2 py-2 pe-4 text-xs break-words">{job.error}</td>
                    <td className="py-2">
                      <Button variant="outline" size="sm" onClick={() => retry(job)}>
                        {texts.retry}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
