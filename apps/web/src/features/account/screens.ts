export { DeleteProfilePage } from './delete-profile-page';
export { ReferAFriendPage } from './refer-a-friend-page';
