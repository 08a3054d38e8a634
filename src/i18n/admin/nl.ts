/** Dutch texts of the admin area's index. */
export const adminNl = {
  adminPage: {
    intro: 'Kies wat u wilt beheren.',
  },
};
