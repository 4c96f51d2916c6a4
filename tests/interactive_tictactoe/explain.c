/*
 * explain for interactive_tictactoe (make explain): the value of every
 * move, on brute.c's minimax.  Two inputs:
 *
 *   a test (interactor.c's input)  its start, every move open to the
 *       side to move with what it leads to under perfect play, and
 *       perfect play to the end (a winner ends soonest, a loser late);
 *   a game, as FEEDBACK/interaction or a .interaction file holds it
 *       ("<" the judge's lines, ">" the program's)  every move of both
 *       sides with the value it left for x; each move of the program's
 *       that turned a win into a draw or a loss, or a draw into a loss,
 *       marked.
 *
 * Then `answer:` and the start's value to x, the interactor's answer.
 *
 *   explain [LIMIT] < IN     (LIMIT, the cases to show, is 1 here)
 *   explain --from-empty < LOG  a game from the empty board (make play):
 *       where the program moved second, the log's first grid is o's
 *       first move, not a start
 */
#define EXPLAIN
#include "brute.c"
#include "../common/explain.h"

/* What a move leads to for x, by outcome() + 1. */
static const char *const leads_to[3] = {"o wins", "a draw", "x wins"};

static frame_t frame_of(const char *caption)
{
	return frame_from(caption, g);
}

static int over(void)
{
	return won('x') || won('o') || !memchr(g, '.', sizeof g);
}

/* p's result with p to move, a winner ending soonest and a loser latest
 * (one_move_earlier(), explain.h). */
static int lasting(char p)
{
	char other = p == 'x' ? 'o' : 'x';
	int k, v, best = -1000;

	if (won(other))
		return -100;
	for (k = 0; k < 9; k++) {
		if (g[k / 3][k % 3] != '.')
			continue;
		g[k / 3][k % 3] = p;
		v = one_move_earlier(lasting(other));
		g[k / 3][k % 3] = '.';
		if (v > best)
			best = v;
	}
	return best == -1000 ? 0 : best;	/* full: a draw */
}

/* Every move open to p, with what it leads to: a frame each. */
static void show_moves(char p)
{
	frame_t frame[9];
	char caption[12];
	int count = 0, k;

	for (k = 0; k < 9; k++) {
		if (g[k / 3][k % 3] != '.')
			continue;
		g[k / 3][k % 3] = p;
		snprintf(caption, sizeof caption, "%.10s",
			 leads_to[outcome(p == 'x' ? 'o' : 'x') + 1]);
		frame[count++] = frame_of(caption);
		g[k / 3][k % 3] = '.';
	}
	printf("  %c's moves, and what each leads to:\n", p);
	show_frames(frame, count);
}

/* Perfect play from g to the end, p to move. */
static void play_out(char p)
{
	frame_t frame[9];
	char caption[12];
	int count = 0, k, at, v, best;

	for (; !over(); p = p == 'x' ? 'o' : 'x') {
		for (best = -1000, at = k = 0; k < 9; k++) {
			if (g[k / 3][k % 3] != '.')
				continue;
			g[k / 3][k % 3] = p;
			v = one_move_earlier(lasting(p == 'x' ? 'o' : 'x'));
			g[k / 3][k % 3] = '.';
			if (v > best)
				best = v, at = k;
		}
		g[at / 3][at % 3] = p;
		snprintf(caption, sizeof caption, "%c %c,%c", p, '1' + at / 3,
			 '1' + at % 3);
		frame[count++] = frame_of(caption);
	}
	printf("  perfect play (a winner ends soonest, a loser as late as "
	       "it can):\n");
	show_frames(frame, count);
}

static void explain_test(void)
{
	char side[8], need[16], strategy[16] = "?";
	char p;

	if (!read_test(side, need))
		refuse("expected a side, a requirement and 3 rows");
	if (scanf("%15s", strategy) != 1)
		refuse("expected the judge's strategy");
	p = to_move(strcmp(side, "first") == 0);
	printf("x: the program, moving %s; o: the judge, playing %s; "
	       "required: %s\n", side, strategy, need);
	{
		frame_t start = frame_of("start");
		show_frames(&start, 1);
	}
	printf("  %c to move: under perfect play, %s\n", p,
	       leads_to[outcome(p) + 1]);
	show_moves(p);
	play_out(p);
	printf("answer: %s\n", result[outcome(p) + 1]);
}

/* The next grid of the game's log into next[], and who wrote it ('<'
 * the judge, '>' the program); 0 at the log's end. */
static int next_grid(char next[3][3], char *who)
{
	char line[3][16];
	int r;

	for (r = 0; r < 3; r++) {
		if (scanf("%15s", line[r]) != 1) {
			if (r == 0)
				return 0;
			refuse("the log ends inside a grid");
		}
		if (strlen(line[r]) != 4 || (line[r][0] != '<' &&
					     line[r][0] != '>') ||
		    line[r][0] != line[0][0])
			refuse("expected a grid's row, \"<\" or \">\" and 3 "
			       "cells, got '%.10s'", line[r]);
		memcpy(next[r], line[r] + 1, 3);
	}
	*who = line[0][0];
	return 1;
}

/* What x's move from a value `before` to `after` (outcome()'s) did. */
static const char *threw(int before, int after)
{
	return after >= before ? NULL : before > 0 && after == 0
		? "turned a win into a draw" : before > 0
		? "turned a win into a loss" : "turned a draw into a loss";
}

/* The log's first word, "<first" or "<second": whether the program
 * moved first. */
static int program_first_in_log(void)
{
	char side[16];

	if (scanf("%15s", side) != 1 || (strcmp(side, "<first") != 0 &&
					 strcmp(side, "<second") != 0))
		refuse("a log starts with <first or <second");
	return strcmp(side, "<first") == 0;
}

/* The cell that the log's grid n, next, fills: refused unless next is g
 * with one empty cell filled. */
static int filled_cell(char next[3][3], int n)
{
	int k, changed = 0, at = 0;

	for (k = 0; k < 9; k++)
		if (next[k / 3][k % 3] != g[k / 3][k % 3])
			changed++, at = k;
	if (changed != 1 || g[at / 3][at % 3] != '.')
		refuse("grid %d is not the last with one move more", n);
	return at;
}

/* x's value (outcome()'s) on g, just after a move by `who` ('>' the
 * program, x; '<' the judge, o): the result if the game is over. */
static int value_after(char who)
{
	if (over())
		return won('x') ? 1 : won('o') ? -1 : 0;
	return outcome(who == '>' ? 'o' : 'x');
}

/* The frame of `who`'s move at cell `at`, "!" when `note` marks it,
 * with x's value after it. */
static frame_t move_frame(char who, int at, const char *note, int after)
{
	char caption[12];

	snprintf(caption, sizeof caption, "%c%c,%c %s%.4s",
		 who == '>' ? 'x' : 'o', '1' + at / 3, '1' + at % 3,
		 note ? "!" : "", result[after + 1]);
	return frame_of(caption);
}

/* Each of the game's moves that a note marks, with its number and cell. */
static void show_marked(int moves, const int cell[9], const char *notes[9])
{
	int k;

	for (k = 0; k < moves; k++)
		if (notes[k])
			printf("  move %d, x at %d,%d (marked !): %s\n", k + 1,
			       cell[k] / 3 + 1, cell[k] % 3 + 1, notes[k]);
}

/* The game as a log holds it: each grid's move with x's value after.
 * The first grid is the start, but for `from_empty` (make play's game,
 * from the empty board) with the program second: then it is o's first
 * move, and the start the empty board. */
static void explain_log(int from_empty)
{
	char next[3][3], who;
	const char *notes[9];
	int cell[9];
	frame_t frame[10];
	int count = 0, moves = 0, start, before, after, first;
	int pending;	/* the first grid, still to be taken as a move */

	first = program_first_in_log();
	if (!next_grid(next, &who))
		refuse("the log holds no grid");
	pending = from_empty && !first;
	memset(g, '.', sizeof g);
	if (!pending)
		memcpy(g, next, sizeof g);
	start = before = outcome(to_move(first));
	frame[count++] = frame_of("start");
	for (; (pending || next_grid(next, &who)) && count < 10; pending = 0) {
		cell[moves] = filled_cell(next, count + 1);
		memcpy(g, next, sizeof g);
		after = value_after(who);
		notes[moves] = who == '>' ? threw(before, after) : NULL;
		frame[count++] = move_frame(who, cell[moves], notes[moves],
					    after);
		moves++;
		before = after;
	}
	printf("The game, each move with what it leaves x under perfect "
	       "play:\n");
	show_frames(frame, count);
	show_marked(moves, cell, notes);
	printf("answer: %s\n", result[start + 1]);
}

int main(int argc, char **argv)
{
	int c = getchar();

	if (c == EOF)
		refuse("the input is empty");
	ungetc(c, stdin);
	if (c == '<')
		explain_log(argc > 1 && strcmp(argv[1], "--from-empty") == 0);
	else
		explain_test();
	return 0;
}
