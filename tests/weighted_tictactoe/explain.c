/*
 * explain for weighted_tictactoe (make explain): the play behind the
 * answer.  The values; each first move of Takahashi's with who wins after
 * it; play to the end, the winner taking the shortest way to its win and
 * the loser the longest way to its loss; how it ends (a line, or the totals);
 * then `answer:` and the winner.  The search is brute.c's, showing its
 * work.
 *
 *   explain < IN
 */
#define EXPLAIN
#include "brute.c"
#include "../common/explain.h"

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

static int best_move(int p, int *value);

/* p's result with p to move, a winner ending soonest and a loser
 * latest (one_move_earlier(), explain.h); the sum is odd, so no draw. */
static int lasting(int p)
{
	int best;

	if (has_line(3 - p))
		return -100;	/* lost, no move on */
	if (best_move(p, &best) < 0)	/* full: the larger total wins */
		return total(3 - p) > total(p) ? -100 : 100;
	return best;
}

/* The first free cell whose move is best for p by lasting(), its value
 * in *value; -1 when the board is full. */
static int best_move(int p, int *value)
{
	int k, v, pick = -1;

	*value = -1000;
	for (k = 0; k < 9; k++) {
		if (owner[k / 3][k % 3])
			continue;
		owner[k / 3][k % 3] = p;
		v = one_move_earlier(lasting(3 - p));
		owner[k / 3][k % 3] = 0;
		if (v > *value)
			*value = v, pick = k;
	}
	return pick;
}

/* Play to the end from the empty board, as the header says. */
static void play_out(void)
{
	frame_t frame[9];
	int count = 0, p = 1, pick, best;

	while (count < 9 && !has_line(3 - p)) {
		char caption[12];
		pick = best_move(p, &best);
		owner[pick / 3][pick % 3] = p;
		snprintf(caption, sizeof caption, "%c at %c,%c", "TA"[p - 1],
			 '1' + pick / 3, '1' + pick % 3);
		frame[count++] = frame_of(caption);
		p = 3 - p;
	}
	printf("play to the end (T Takahashi's, A Aoki's), the winner soonest,"
	       " the loser late:\n");
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
