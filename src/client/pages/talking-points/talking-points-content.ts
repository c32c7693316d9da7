/** Talking Points: messaging guidance written around the candidate and the city. */

export interface Audience {
  title: string;
  points: string[];
}

export interface Pushback {
  objection: string;
  response: string;
}

export function talkingPoints({
  candidateName,
  campaignCity,
}: {
  candidateName: string;
  campaignCity: string;
}) {
  const audiences: Audience[] = [
    {
      title: 'Older Republicans',
      points: [
        `${candidateName} will run ${campaignCity}'s budget like a household budget: no waste, and every dollar accounted for.`,
        'Safe streets, reliable services and well-kept neighborhoods are not partisan: they are what a city owes its residents.',
        `${candidateName} has already helped more than 40,000 Floridians navigate programs they earned, including seniors and veterans.`,
      ],
    },
    {
      title: 'Progressive voters',
      points: [
        `${candidateName} will put working families first: housing people can afford and a city hall that listens.`,
        `Turnout in the last city election was only 22%: progressive priorities win in ${campaignCity} when our neighbors show up.`,
        'Clean water, parks and transit are investments in the next generation, and this race decides them.',
      ],
    },
    {
      title: 'Independents and NPA voters',
      points: [
        `This is a local race about ${campaignCity}, not about national parties: potholes, jobs and public safety.`,
        `${candidateName} works with anyone who wants to solve a problem, and has a record of results to show for it.`,
        'With only 22% turnout last time, independent voters can decide who leads the city.',
      ],
    },
  ];
  const pushbacks: Pushback[] = [
    {
      objection: '"My vote doesn\'t matter in a local election."',
      response: `Only 22% of registered voters turned out last time, so a few hundred votes can decide who runs ${campaignCity}. Local elections are where one vote counts the most.`,
    },
    {
      objection: '"All politicians are the same."',
      response: `${candidateName} has already helped more than 40,000 Floridians, before ever asking for a vote. Judge by what someone has done, and ${candidateName}'s record is about people, not politics.`,
    },
  ];
  const tips = [
    'Start with what you have in common: your street, your school, your city.',
    'Listen more than you talk; ask what matters most to them.',
    'Share why you personally support the candidate in one or two sentences.',
    'Stay friendly, even if they disagree; a respectful chat can change minds later.',
    'Record what you learn in the contact profile so the team can follow up.',
  ];
  const asks = [
    `Support ${candidateName} for Mayor of ${campaignCity}.`,
    'Remind 3 friends to vote.',
    'Volunteer: an hour of calls or door-knocking makes a difference.',
  ];
  return { audiences, pushbacks, tips, asks };
}
