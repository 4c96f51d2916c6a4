/*
 * float-totals: a wrong solution to weighted_tictactoe, kept to prove
 * the tests catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 *
 * Mistake: its totals are floats, whose 24 bits tell 4 * 10^9 from
 * 4 * 10^9 + 200 apart no more: two totals that close compare equal,
 * and the win goes to Aoki.
 * Shrinks to: size 90 at most (make judge): the totals must be near
 * 10^9 to be that close, so the values keep some 60 digits.
 */
#include <stdio.h>

static long long a[9];
static int owner[9];	/* 0 free, 1 Takahashi, 2 Aoki */
static const int line[8][3] = {
	{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
	{1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
};

static int has_line(int p)
{
	int i;

	for (i = 0; i < 8; i++)
		if (owner[line[i][0]] == p && owner[line[i][1]] == p
		    && owner[line[i][2]] == p)
			return 1;
	return 0;
}

/* Whether p, to move with `left` cells free, wins. */
static int wins(int p, int left)
{
	int k;

	for (k = 0; k < 9; k++) {
		int win;
		if (owner[k])
			continue;
		owner[k] = p;
		if (has_line(p))
			win = 1;
		else if (left == 1) {
			float mine = 0, theirs = 0;
			int j;
			for (j = 0; j < 9; j++) {
				if (owner[j] == p)
					mine += (float)a[j];
				else
					theirs += (float)a[j];
			}
			win = mine > theirs;
		} else
			win = !wins(3 - p, left - 1);
		owner[k] = 0;
		if (win)
			return 1;
	}
	return 0;
}

int main(void)
{
	int k;

	for (k = 0; k < 9; k++)
		if (scanf("%lld", &a[k]) != 1)
			return 1;
	puts(wins(1, 9) ? "Takahashi" : "Aoki");
	return 0;
}
