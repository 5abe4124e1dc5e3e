import { Redirect, useParams } from 'wouter';
import { ContentArticle } from './ContentArticle';
import { guides } from './guideContent';

export default function GuidePage() {
  const { guide: slug } = useParams<{ guide: string }>();
  const guide = guides.find((candidate) => candidate.slug === slug);
  if (!guide) return <Redirect to="~/404" replace />;
  return <ContentArticle document={guide} />;
}
