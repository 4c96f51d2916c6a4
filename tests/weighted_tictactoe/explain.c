/*
 * explain for weighted_tictactoe (make explain): the play behind the
 * answer.  The values; each first move of Takahashi's with who wins after
 * it; play to the end, the winner taking the first move that wins and the
 * loser the first move there is; how it ends (a line, or the totals);
 * then `answer:` and the winner.  The search is brute.c's, showing its
 * work.
 *
 *   explain < IN
 */
#define EXPLAIN
#include "brute.c"
#include "../explain.h"

static const char *const name[3] = {"", "Takahashi", "Aoki"};

static frame_t frame_of(const char *caption)
{
	char grid[3][3];
	int k;

	for (k = 0; k < 9; k++)
		grid[k / 3][k % 3] = ".TA"[owner[k / 3][k % 3]];
	return frame_from(caption, grid);
}

/* Whether p wins after painting cell k (free). */
static int wins_after(int p, int k)
{
	int win;

	owner[k / 3][k % 3] = p;
	win = has_line(p) || !wins(3 - p);
	owner[k / 3][k % 3] = 0;
	return win;
}

/* Play to the end from the empty board, as the header says. */
static void play_out(void)
{
	frame_t frame[9];
	int count = 0, p = 1, k, pick;

	while (count < 9 && !has_line(3 - p)) {
		char caption[12];
		for (pick = -1, k = 0; k < 9; k++) {
			if (owner[k / 3][k % 3])
				continue;
			if (wins_after(p, k)) {
				pick = k;	/* the first that wins */
				break;
			}
			if (pick < 0)
				pick = k;	/* else the first there is */
		}
		owner[pick / 3][pick % 3] = p;
		snprintf(caption, sizeof caption, "%c at %c,%c", "TA"[p - 1],
			 '1' + pick / 3, '1' + pick % 3);
		frame[count++] = frame_of(caption);
		p = 3 - p;
	}
	printf("play to the end (T Takahashi's, A Aoki's):\n");
	show_frames(frame, count);
	if (has_line(3 - p))
		printf("  %s paints a line and wins\n", name[3 - p]);
	else
		printf("  the board is full: Takahashi %lld, Aoki %lld: %s "
		       "wins\n", total(1), total(2),
		       name[total(1) > total(2) ? 1 : 2]);
}

int main(void)
{
	long long sum = 0;
	int k, takahashi;

	for (k = 0; k < 9; k++) {
		if (scanf("%lld", &a[k / 3][k % 3]) != 1
		    || llabs(a[k / 3][k % 3]) > 1000000000LL)
			refuse("expected 9 values, each in [-10^9, 10^9]");
		sum += a[k / 3][k % 3];
	}
	if (sum % 2 == 0)
		refuse("the values sum to %lld, an even number", sum);
	printf("values:\n");
	for (k = 0; k < 9; k++)
		printf(" %11lld%s", a[k / 3][k % 3], k % 3 == 2 ? "\n" : "");
	printf("Takahashi's first moves:\n");
	for (k = 0; k < 9; k++)
		printf("  move %d,%d: %s wins\n", k / 3 + 1, k % 3 + 1,
		       name[wins_after(1, k) ? 1 : 2]);
	takahashi = wins(1);
	play_out();
	printf("answer: %s\n", name[takahashi ? 1 : 2]);
	return 0;
}
