import { defineMessages } from 'react-intl';

/** Texts of daily sign-in, missions and the mission leaderboard. */
export const signInMessages = {
  ...defineMessages({
    title: { id: 'signIn.title', defaultMessage: 'Daily sign-in' },
    loading: { id: 'signIn.loading', defaultMessage: 'Loading…' },
    signIn: { id: 'signIn.signIn', defaultMessage: 'Sign in today' },
    signing: { id: 'signIn.signing', defaultMessage: 'Signing in…' },
    signedToday: { id: 'signIn.signedToday', defaultMessage: 'Signed in today' },
    calendar: { id: 'signIn.calendar', defaultMessage: 'This month' },
    rewards: { id: 'signIn.rewards', defaultMessage: 'Streak rewards' },
    missions: { id: 'signIn.missions', defaultMessage: 'Daily missions' },
    claim: { id: 'signIn.claim', defaultMessage: 'Claim' },
    claimed: { id: 'signIn.claimed', defaultMessage: 'Claimed' },
    inProgress: { id: 'signIn.inProgress', defaultMessage: 'In progress' },
    leaderboardLink: { id: 'signIn.leaderboardLink', defaultMessage: 'Mission leaderboard' },
    leaderboardTitle: { id: 'missionLeaderboard.title', defaultMessage: 'Mission leaderboard' },
    colRank: { id: 'missionLeaderboard.rank', defaultMessage: 'Rank' },
    colPlayer: { id: 'missionLeaderboard.player', defaultMessage: 'Player' },
    colPoints: { id: 'missionLeaderboard.points', defaultMessage: 'Mission points' },
    you: { id: 'missionLeaderboard.you', defaultMessage: 'You' },
    failed: { id: 'signIn.failed', defaultMessage: 'Something went wrong, please try again.' },
  }),
  ...defineMessages<{
    streak: { days: number };
    day: { day: number };
    signedDay: { date: string };
    unsignedDay: { date: string };
    done: { amount: string; streak: number };
    progress: { progress: number; target: number };
    reward: { points: number };
    weekOf: { date: string };
    myRank: { rank: number; points: number };
  }>({
    streak: {
      id: 'signIn.streak',
      defaultMessage:
        '{days, plural, =0 {No streak yet} one {# day in a row} other {# days in a row}}',
    },
    day: { id: 'signIn.day', defaultMessage: 'Day {day}' },
    signedDay: { id: 'signIn.signedDay', defaultMessage: '{date}, signed in' },
    unsignedDay: { id: 'signIn.unsignedDay', defaultMessage: '{date}, not signed in' },
    done: {
      id: 'signIn.done',
      defaultMessage:
        'Signed in: {amount} added to your balance ({streak, plural, one {# day} other {# days}} in a row).',
    },
    progress: { id: 'signIn.progress', defaultMessage: '{progress} of {target}' },
    reward: { id: 'signIn.reward', defaultMessage: '+{points, number} points' },
    weekOf: { id: 'missionLeaderboard.weekOf', defaultMessage: 'Week of {date}' },
    myRank: {
      id: 'missionLeaderboard.myRank',
      defaultMessage: 'Your rank: {rank} with {points, number} points',
    },
  }),
};
