import { relations } from 'drizzle-orm';
import { partnerCompanies } from './partner-companies';
import { partnerUsers } from './partner-users';
import { refreshTokens } from './refresh-tokens';
import { loginChallenges } from './login-challenges';
import { rememberedDevices } from './remembered-devices';
import { passwordResetTokens } from './password-reset-tokens';
import { clients } from './clients';
import { clientDevices } from './client-devices';
import { feeStructures } from './fee-structures';
import { custodians } from './custodians';
import { strategies } from './strategies';
import { services } from './services';
import { serviceValuations } from './service-valuations';
import { cashFlows } from './cash-flows';
import { transactions } from './transactions';
import { notifications } from './notifications';
import { blogCategories, blogPosts } from './blog';
import { aumTargets } from './aum-targets';
import { thirdPillarContributions } from './third-pillar-contributions';

// Every relation of the schema in one place: the table files import only the tables their foreign keys point to,
// so that they never import each other in a circle (the relational query API reads these through `schema`).

export const partnerCompaniesRelations = relations(partnerCompanies, ({ many }) => ({
  users: many(partnerUsers),
  clients: many(clients),
}));

export const partnerUsersRelations = relations(partnerUsers, ({ one }) => ({
  company: one(partnerCompanies, { fields: [partnerUsers.partnerCompanyId], references: [partnerCompanies.id] }),
}));

export const refreshTokensRelations = relations(refreshTokens, ({ one }) => ({
  user: one(partnerUsers, { fields: [refreshTokens.partnerUserId], references: [partnerUsers.id] }),
}));

export const loginChallengesRelations = relations(loginChallenges, ({ one }) => ({
  user: one(partnerUsers, { fields: [loginChallenges.partnerUserId], references: [partnerUsers.id] }),
}));

export const rememberedDevicesRelations = relations(rememberedDevices, ({ one }) => ({
  user: one(partnerUsers, { fields: [rememberedDevices.partnerUserId], references: [partnerUsers.id] }),
}));

export const passwordResetTokensRelations = relations(passwordResetTokens, ({ one }) => ({
  user: one(partnerUsers, { fields: [passwordResetTokens.partnerUserId], references: [partnerUsers.id] }),
}));

export const clientsRelations = relations(clients, ({ one, many }) => ({
  company: one(partnerCompanies, { fields: [clients.partnerCompanyId], references: [partnerCompanies.id] }),
  partnerUser: one(partnerUsers, { fields: [clients.partnerUserId], references: [partnerUsers.id] }),
  feeStructure: one(feeStructures, { fields: [clients.id], references: [feeStructures.clientId] }),
  services: many(services),
  devices: many(clientDevices),
}));

export const clientDevicesRelations = relations(clientDevices, ({ one }) => ({
  client: one(clients, { fields: [clientDevices.clientId], references: [clients.id] }),
}));

export const feeStructuresRelations = relations(feeStructures, ({ one }) => ({
  client: one(clients, { fields: [feeStructures.clientId], references: [clients.id] }),
}));

export const servicesRelations = relations(services, ({ one, many }) => ({
  client: one(clients, { fields: [services.clientId], references: [clients.id] }),
  strategy: one(strategies, { fields: [services.strategyId], references: [strategies.id] }),
  custodian: one(custodians, { fields: [services.custodianId], references: [custodians.id] }),
  valuations: many(serviceValuations),
  cashFlows: many(cashFlows),
  transactions: many(transactions),
}));

export const serviceValuationsRelations = relations(serviceValuations, ({ one }) => ({
  service: one(services, { fields: [serviceValuations.serviceId], references: [services.id] }),
}));

export const cashFlowsRelations = relations(cashFlows, ({ one }) => ({
  service: one(services, { fields: [cashFlows.serviceId], references: [services.id] }),
}));

export const transactionsRelations = relations(transactions, ({ one }) => ({
  service: one(services, { fields: [transactions.serviceId], references: [services.id] }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  partnerUser: one(partnerUsers, { fields: [notifications.partnerUserId], references: [partnerUsers.id] }),
  client: one(clients, { fields: [notifications.clientId], references: [clients.id] }),
}));

export const blogCategoriesRelations = relations(blogCategories, ({ many }) => ({ posts: many(blogPosts) }));

export const blogPostsRelations = relations(blogPosts, ({ one }) => ({
  category: one(blogCategories, { fields: [blogPosts.categoryId], references: [blogCategories.id] }),
}));

export const aumTargetsRelations = relations(aumTargets, ({ one }) => ({
  partnerUser: one(partnerUsers, { fields: [aumTargets.partnerUserId], references: [partnerUsers.id] }),
}));

export const thirdPillarContributionsRelations = relations(thirdPillarContributions, ({ one }) => ({
  service: one(services, { fields: [thirdPillarContributions.serviceId], references: [services.id] }),
}));
