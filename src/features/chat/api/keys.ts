/** Query keys of the chat calls, in one place so the mutations touch exactly the queries they change. */
export const chatKeys = {
  all: ['chat'] as const,
  list: () => ['chat', 'chats-and-contacts'] as const,
  profile: () => ['chat', 'profile-user'] as const,
  chat: (contactId: number) => ['chat', 'chat', contactId] as const,
}
