import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { SellerDirectoryRepository } from '../repositories/seller-directory.repository.js';
import type { Actor } from './listing-access.js';

/** The token's user plus what the listings context knows of them: their dealer record. */
@Injectable()
export class ActorResolver {
  constructor(private readonly directory: SellerDirectoryRepository) {}

  async resolve(user: AuthUser, manager?: EntityManager): Promise<Actor> {
    const dealer = await this.directory.dealerOf(user.id, manager);
    return {
      id: user.id,
      roles: user.roles,
      dealerId: dealer?.dealerId ?? null,
      dealerPublic: dealer?.isPublic ?? true,
    };
  }

  async resolveOptional(user: AuthUser | undefined): Promise<Actor | undefined> {
    return user ? this.resolve(user) : undefined;
  }
}
