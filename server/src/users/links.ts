/** Where links in mail point: PUBLIC_URL, or else the origin the request came to. */
import type { FastifyRequest } from 'fastify';

export function linkBase(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
