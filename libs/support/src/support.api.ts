import { baseApi } from '@dungeon/api-client';
import type {
  FaqArticle,
  FaqCategory,
  FaqSearchAnswer,
  ReportCreated,
  ReportListAnswer,
  TicketCreated,
  TicketListAnswer,
} from '@dungeon/contract';
import { uploadForm, type UploadArgs } from './upload';

export interface FaqSearchArgs {
  q: string;
  category: FaqCategory | null;
  lang: string;
}

export interface FaqArticleArgs {
  id: number;
  lang: string;
}

/**
 * Support calls (contract support.ts). Searches and articles are cached per language; the two
 * uploads are mutations whose queryFn is `uploadForm` (XMLHttpRequest, for the progress bar) and
 * which refresh the player's lists when they succeed.
 */
export const supportApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['SupportTickets', 'SupportReports'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      faqSearch: build.query<FaqSearchAnswer, FaqSearchArgs>({
        query: ({ q, category, lang }) => ({
          url: '/support/faq',
          params: { lang, ...(q ? { q } : {}), ...(category ? { category } : {}) },
        }),
      }),
      faqArticle: build.query<FaqArticle, FaqArticleArgs>({
        query: ({ id, lang }) => ({ url: `/support/faq/${String(id)}`, params: { lang } }),
      }),
      myTickets: build.query<TicketListAnswer, void>({
        query: () => '/support/tickets',
        providesTags: ['SupportTickets'],
      }),
      myReports: build.query<ReportListAnswer, void>({
        query: () => '/support/reports',
        providesTags: ['SupportReports'],
      }),
      submitTicket: build.mutation<TicketCreated, UploadArgs>({
        queryFn: (args) => uploadForm<TicketCreated>('/support/tickets', args),
        invalidatesTags: ['SupportTickets'],
      }),
      submitReport: build.mutation<ReportCreated, UploadArgs>({
        queryFn: (args) => uploadForm<ReportCreated>('/support/reports', args),
        invalidatesTags: ['SupportReports'],
      }),
    }),
  });

export const {
  useFaqSearchQuery,
  useFaqArticleQuery,
  useMyTicketsQuery,
  useMyReportsQuery,
  useSubmitTicketMutation,
  useSubmitReportMutation,
} = supportApi;
