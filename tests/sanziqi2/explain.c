/*
 * explain for sanziqi2 (make explain): the best play behind each answer.
 * For each board: the board and who is to move, every legal move with
 * what it leads to under perfect play (xiaoa wins, uim wins or a draw;
 * the best marked), perfect play to the end, and the verdict; then
 * `answer:` and the verdict line.  The search is brute.c's plain
 * minimax, showing its work.
 *
 *   explain [LIMIT] < IN      the first LIMIT boards (default 10)
 */
#define EXPLAIN
#include "brute.c"
#include "../common/explain.h"

static const char *const outcome[3] = {
	"uim wins", "a draw", "xiaoa wins"
};
static const char *const verdict[3] = {
	"uim will win.", "Dont know.", "xiaoa will win."
};

static frame_t frame_of(const char *caption)
{
	return frame_from(caption, g);
}

static int over(void)
{
	int k, empty = 0;

	for (k = 0; k < 9; k++)
		empty += g[k / 3][k % 3] == '-';
	return won('O') || won('X') || empty == 0;
}

/* The value of each empty cell's move for p (+1, 0, -1 as minimax), in
 * value[]; returns the best. */
static int move_values(char p, int value[9])
{
	int k, best = p == 'O' ? -2 : 2;

	for (k = 0; k < 9; k++) {
		char *cell = &g[k / 3][k % 3];
		if (*cell != '-')
			continue;
		*cell = p;
		value[k] = minimax(p == 'O' ? 'X' : 'O');
		*cell = '-';
		if (p == 'O' ? value[k] > best : value[k] < best)
			best = value[k];
	}
	return best;
}

/* p's result with p to move, a winner ending soonest and a loser
 * latest (one_move_earlier(), explain.h): minimax with the game's length
 * in it. */
static int lasting(char p)
{
	char other = p == 'O' ? 'X' : 'O';
	int k, best = -1000;

	if (won(other))
		return -100;	/* lost, no move on */
	for (k = 0; k < 9; k++) {
		int v;
		if (g[k / 3][k % 3] != '-')
			continue;
		g[k / 3][k % 3] = p;
		v = one_move_earlier(lasting(other));
		g[k / 3][k % 3] = '-';
		if (v > best)
			best = v;
	}
	return best == -1000 ? 0 : best;	/* full: a draw */
}

/* The board, as an input (make explain SOL=). */
static void save_board(void)
{
	save_position("%.3s\n%.3s\n%.3s\n", g[0], g[1], g[2]);
}

/* Perfect play to the end, p to move: a best move, a winner taking the
 * shortest way to its win and a loser the longest way to its loss. */
static void play_out(char p)
{
	frame_t frame[10];
	int count = 0, value[9], k, best, v, at;

	while (!over()) {
		char caption[12];
		move_values(p, value);
		for (best = -1000, at = k = 0; k < 9; k++) {
			if (g[k / 3][k % 3] != '-')
				continue;
			g[k / 3][k % 3] = p;
			v = one_move_earlier(lasting(p == 'O' ? 'X' : 'O'));
			g[k / 3][k % 3] = '-';
			if (v > best)
				best = v, at = k;
		}
		k = at;
		g[k / 3][k % 3] = p;
		snprintf(caption, sizeof caption, "%c at %c,%c", p,
			 '1' + k / 3, '1' + k % 3);
		frame[count++] = frame_of(caption);
		p = p == 'O' ? 'X' : 'O';
		save_board();
	}
	if (count) {
		printf("  perfect play (a winner ends soonest, a loser as late "
		       "as it can):\n");
		show_frames(frame, count);
	}
}

static void explain(int t, int stones)
{
	char p = stones % 2 ? 'X' : 'O';
	frame_t now = frame_of("");
	int value[9], k, best, w;

	printf("board %d: %s (%c) to move, %d %s\n", t,
	       p == 'O' ? "xiaoa" : "uim", p, stones,
	       noun(stones, "stone", "stones"));
	show_frames(&now, 1);
	save_board();
	w = minimax(p);
	if (over())
		printf("  the game is over already\n");
	else {
		best = move_values(p, value);
		for (k = 0; k < 9; k++)
			if (g[k / 3][k % 3] == '-')
				printf("  move %d,%d: %s%s\n", k / 3 + 1,
				       k % 3 + 1, outcome[value[k] + 1],
				       value[k] == best ? "   (best)" : "");
	}
	play_out(p);
	printf("  %s\n", won('O') ? "xiaoa (O) owns a line"
	       : won('X') ? "uim (X) owns a line"
	       : "the board is full and nobody owns a line: a draw");
	printf("answer: %s\n", verdict[w + 1]);
}

/* Why the board cannot arise in a game, or NULL. */
static const char *illegal(int o, int x)
{
	if (o != x && o != x + 1)
		return "O moves first and the players alternate, so O has as "
		       "many stones as X or one more";
	if (won('O') && won('X'))
		return "both sides own a line, but the game ends at the first";
	if (won('O') && o == x)
		return "X has moved after O's line, but the game ends there";
	if (won('X') && o == x + 1)
		return "O has moved after X's line, but the game ends there";
	return NULL;
}

int main(int argc, char **argv)
{
	long limit = argc > 1 ? atol(argv[1]) : 10;
	char row[3][5];
	int t, k, o, x;
	const char *why;

	for (t = 1; t <= limit && scanf("%4s", row[0]) == 1; t++) {
		if (scanf("%4s %4s", row[1], row[2]) != 2)
			refuse("board %d: expected 3 rows", t);
		for (k = o = x = 0; k < 9; k++) {
			char c = row[k / 3][k % 3];
			if (strlen(row[k / 3]) != 3 || (c != 'O' && c != 'X'
							&& c != '-'))
				refuse("board %d: expected rows of 3 characters "
				       "from 'OX-'", t);
			g[k / 3][k % 3] = c;
			o += c == 'O';
			x += c == 'X';
		}
		if ((why = illegal(o, x)) != NULL)
			refuse("board %d is not a position of a real game: %s",
			       t, why);
		if (t > 1)
			putchar('\n');
		explain(t, o + x);
	}
	if (t == 1)
		refuse("expected a board of 3 rows");
	return 0;
}
